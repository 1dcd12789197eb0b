// SPDX-License-Identifier: GPL-3.0-or-later
// Worksheet puzzles: boards of a solution with some queens given, drawn from a seed. Checked
// against every solution listed by the bitmask search (tests/common/solutions.h), not by the
// flag backtracking with fixed queens that chose them.
#include "solutioncatalog.h"
#include "solutions.h"
#include "worksheet.h"

#include <QtTest>

#include <bit>
#include <set>

using namespace nq;

class TestWorksheet : public QObject
{
    Q_OBJECT

private slots:
    void puzzlesKeepTheirAnswersQueens_data();
    void puzzlesKeepTheirAnswersQueens();
    void theSameSeedGivesTheSameSheet();
    void aRequestThatCannotBeMetSaysSo();
    void everyBoardThatExistsIsCounted_data();
    void everyBoardThatExistsIsCounted();
    void scarceBoardsAreAllFound();
};

namespace {
// The solutions that keep the queens given.
int completionsByList(const std::vector<Placement> &all, const Placement &given)
{
    int found = 0;
    for (const Placement &s : all) {
        bool keeps = true;
        for (std::size_t r = 0; r < given.size() && keeps; ++r)
            keeps = given[r] < 0 || given[r] == s[r];
        found += keeps;
    }
    return found;
}
} // namespace

void TestWorksheet::puzzlesKeepTheirAnswersQueens_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("given");
    QTest::addColumn<bool>("unique");
    QTest::newRow("6, 2 given, unique") << 6 << 2 << true;
    QTest::newRow("8, 4 given") << 8 << 4 << false;
    QTest::newRow("8, 3 given, unique") << 8 << 3 << true;
    QTest::newRow("8, blank") << 8 << 0 << false;
    QTest::newRow("10, 5 given, unique") << 10 << 5 << true;
}

void TestWorksheet::puzzlesKeepTheirAnswersQueens()
{
    QFETCH(int, n);
    QFETCH(int, given);
    QFETCH(bool, unique);
    SolutionCatalog catalog;
    QVERIFY(catalog.build(n));
    const std::vector<Placement> all = test::allSolutions(n);
    WorksheetRequest request;
    request.n = n;
    request.given = given;
    request.count = 6;
    request.seed = 42;
    request.uniqueCompletion = unique;
    QString error;
    const std::optional<std::vector<Puzzle>> puzzles = makeWorksheet(request, catalog, &error);
    QVERIFY2(puzzles, qPrintable(error));
    QCOMPARE(int(puzzles->size()), 6);
    std::set<Placement> boards;
    for (const Puzzle &p : *puzzles) {
        QVERIFY(std::find(all.begin(), all.end(), p.answer) != all.end());
        QCOMPARE(int(std::count_if(p.given.begin(), p.given.end(), [](int c) { return c >= 0; })),
                 given);
        for (int r = 0; r < n; ++r)
            QVERIFY(p.given[std::size_t(r)] < 0
                    || p.given[std::size_t(r)] == p.answer[std::size_t(r)]);
        const int completions = completionsByList(all, p.given);
        QCOMPARE(p.unique, completions == 1);
        if (unique)
            QCOMPARE(completions, 1);
        boards.insert(p.given);
    }
    if (given > 0)
        QCOMPARE(int(boards.size()), 6); // no board twice
}

void TestWorksheet::theSameSeedGivesTheSameSheet()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.build(8));
    WorksheetRequest request;
    request.given = 3;
    request.uniqueCompletion = true;
    request.seed = 7;
    QString error;
    const auto first = makeWorksheet(request, catalog, &error);
    const auto again = makeWorksheet(request, catalog, &error);
    request.seed = 8;
    const auto other = makeWorksheet(request, catalog, &error);
    QVERIFY(first && again && other);
    auto givens = [](const std::vector<Puzzle> &puzzles) {
        std::vector<Placement> out;
        for (const Puzzle &p : puzzles)
            out.push_back(p.given);
        return out;
    };
    QCOMPARE(givens(*first), givens(*again));
    QVERIFY(givens(*first) != givens(*other));
}

void TestWorksheet::aRequestThatCannotBeMetSaysSo()
{
    // 4 x 4 has two solutions: one queen given fixes the rest, but there are only 8 such boards.
    SolutionCatalog catalog;
    QVERIFY(catalog.build(4));
    WorksheetRequest request;
    request.n = 4;
    request.given = 1;
    request.count = 9;
    request.uniqueCompletion = true;
    QString error;
    QVERIFY(!makeWorksheet(request, catalog, &error));
    QVERIFY2(error.contains(QStringLiteral("not 9")), qPrintable(error));
    request.count = 8;
    QVERIFY2(makeWorksheet(request, catalog, &error), qPrintable(error));
}

void TestWorksheet::everyBoardThatExistsIsCounted_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("given");
    QTest::newRow("6, 1") << 6 << 1;
    QTest::newRow("8, 2") << 8 << 2;
    QTest::newRow("8, 3") << 8 << 3;
    QTest::newRow("10, 2") << 10 << 2;
}

void TestWorksheet::everyBoardThatExistsIsCounted()
{
    // The number of boards the sheet draws from, against every set of `given` squares of the
    // board tried one by one on the list of solutions.
    QFETCH(int, n);
    QFETCH(int, given);
    SolutionCatalog catalog;
    QVERIFY(catalog.build(n));
    const std::vector<Placement> all = test::allSolutions(n);
    std::set<Placement> some;
    std::set<Placement> once;
    for (const Placement &s : all) {
        // Every set of `given` rows of every solution.
        for (std::uint32_t rows = 0; rows < (1u << n); ++rows) {
            if (std::popcount(rows) != given)
                continue;
            Placement board(std::size_t(n), -1);
            for (int r = 0; r < n; ++r)
                if (rows & (1u << r))
                    board[std::size_t(r)] = s[std::size_t(r)];
            some.insert(board);
        }
    }
    for (const Placement &board : some)
        if (completionsByList(all, board) == 1)
            once.insert(board);
    WorksheetRequest request;
    request.n = n;
    request.given = given;
    QCOMPARE(worksheetBoards(request, catalog).value_or(-1), std::int64_t(some.size()));
    request.uniqueCompletion = true;
    QCOMPARE(worksheetBoards(request, catalog).value_or(-1), std::int64_t(once.size()));
    if (n == 10 && given == 2)
        QCOMPARE(int(once.size()), 48); // as counted by hand in issue 37
}

void TestWorksheet::scarceBoardsAreAllFound()
{
    // 12 x 12 with 3 queens given: 1,200 boards have a single completion, few among the 14,200
    // x 220 ways to keep 3 rows of a solution; every seed makes a sheet of 20, all different.
    SolutionCatalog catalog;
    QVERIFY(catalog.build(12));
    WorksheetRequest request;
    request.n = 12;
    request.given = 3;
    request.count = 20;
    request.uniqueCompletion = true;
    QCOMPARE(worksheetBoards(request, catalog).value_or(-1), std::int64_t(1200));
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        request.seed = seed;
        QString error;
        const auto puzzles = makeWorksheet(request, catalog, &error);
        QVERIFY2(puzzles, qPrintable(error));
        std::set<Placement> boards;
        for (const Puzzle &p : *puzzles) {
            QVERIFY(p.unique);
            QCOMPARE(completions(p.given, 2), 1);
            boards.insert(p.given);
        }
        QCOMPARE(int(boards.size()), 20);
    }
    // 1,201 cannot be had, and the refusal gives the true number.
    request.count = 1201;
    QString error;
    QVERIFY(!makeWorksheet(request, catalog, &error));
    QVERIFY2(error.contains(QStringLiteral("1,200")) || error.contains(QStringLiteral("1200")),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
