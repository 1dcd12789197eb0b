// SPDX-License-Identifier: GPL-3.0-or-later
// Queens domination against OEIS A075458 / A002564 / A002563 and a plain subset enumeration.
#include "domination.h"
#include "placement.h"
#include "plaindomination.h"
#include "playstate.h"
#include "reference.h"
#include "solutioncatalog.h"
#include "solver.h"
#include "symmetry.h"

#include <QtTest>

#include <set>

using namespace nq;

namespace {

bool attacks(Square a, Square b)
{
    return a.row == b.row || a.col == b.col || a.row - a.col == b.row - b.col
        || a.row + a.col == b.row + b.col;
}

// The sets the listing search finds, and of them its classes' representatives.
std::pair<qint64, qint64> listedCounts(const DominationOptions &options)
{
    qint64 sets = 0, classes = 0;
    Domination::enumerate(options, [&](std::span<const Square>, bool canonical) {
        ++sets;
        classes += canonical;
        return true;
    });
    return { sets, classes };
}

} // namespace

class TestDomination : public QObject
{
    Q_OBJECT

private slots:
    void countSetsAgreesWithThePlainCount();
    void countsPastTheMinimum_data();
    void countsPastTheMinimum();
    void classesByBurnsideAreTheListedClasses();
    void countWithFixedSquares();
    void countTooLargeOrCancelled();
    void nearlyFullBoards();
    void minimumSets_data();
    void minimumSets();
    void belowTheDominationNumber();
    void againstPlainEnumeration_data();
    void againstPlainEnumeration();
    void listedSetsCover();
    void stepsFindTheSameSets_data();
    void stepsFindTheSameSets();
    void stepsStopAtTheFirstSet();
    void catalogueGroupsByClass();
    void catalogueBelowTheDominationNumber();
};

void TestDomination::minimumSets_data()
{
    QTest::addColumn<int>("n");
    for (int n = 1; n <= 8; ++n)
        QTest::addRow("%d", n) << n;
}

void TestDomination::minimumSets()
{
    QFETCH(int, n);
    const auto reference = test::dominationCounts().value(n);
    QVERIFY(reference.a > 0);
    DominationOptions options;
    options.n = n;
    options.queens = int(reference.a);
    const DominationResult result = Domination::count(options);
    QCOMPARE(result.sets, reference.b);
    QCOMPARE(result.classes, reference.c);
}

void TestDomination::belowTheDominationNumber()
{
    for (int n = 2; n <= 8; ++n) {
        DominationOptions options;
        options.n = n;
        options.queens = int(test::dominationCounts().value(n).a) - 1;
        if (options.queens < 1)
            continue;
        QCOMPARE(Domination::count(options).sets, 0);
    }
}

void TestDomination::againstPlainEnumeration_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("independent");
    QTest::newRow("4x4 k3") << 4 << 3 << false;
    QTest::newRow("5x5 k3") << 5 << 3 << false;
    QTest::newRow("5x5 k4") << 5 << 4 << false;
    QTest::newRow("6x6 k3") << 6 << 3 << false;
    QTest::newRow("4x4 k3 independent") << 4 << 3 << true;
    QTest::newRow("5x5 k3 independent") << 5 << 3 << true;
    QTest::newRow("6x6 k4 independent") << 6 << 4 << true;
}

void TestDomination::againstPlainEnumeration()
{
    QFETCH(int, n);
    QFETCH(int, k);
    QFETCH(bool, independent);
    DominationOptions options;
    options.n = n;
    options.queens = k;
    options.independent = independent;
    const qint64 expected = test::plainDominationCount(n, k, independent);
    QVERIFY(expected > 0);
    QCOMPARE(Domination::count(options).sets, expected);
}

void TestDomination::listedSetsCover()
{
    DominationOptions options;
    options.n = 8;
    options.queens = 5;
    qint64 sets = 0, classes = 0;
    bool allCover = true;
    Domination::enumerate(options, [&](std::span<const Square> squares, bool canonical) {
        ++sets;
        classes += canonical;
        for (int r = 0; r < 8; ++r) {
            for (int c = 0; c < 8; ++c) {
                bool hit = false;
                for (const Square &q : squares)
                    hit = hit || q == Square { r, c }
                        || attackBetween({ r, c }, q) != ConflictReason::None;
                allCover = allCover && hit;
            }
        }
        return true;
    });
    QVERIFY(allCover);
    QCOMPARE(sets, 4860);
    QCOMPARE(classes, 638);
}

void TestDomination::stepsFindTheSameSets_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("independent");
    for (int n = 1; n <= 7; ++n) {
        const int gamma = int(test::dominationCounts().value(n).a);
        QTest::addRow("%dx%d k%d", n, n, gamma) << n << gamma << false;
        QTest::addRow("%dx%d k%d", n, n, gamma + 1) << n << gamma + 1 << false;
    }
    QTest::addRow("4x4 k3 independent") << 4 << 3 << true;
    QTest::addRow("5x5 k3 independent") << 5 << 3 << true;
    QTest::addRow("6x6 k4 independent") << 6 << 4 << true;
    QTest::addRow("5x5 k2") << 5 << 2 << false;
}

// The animated search, replayed into a viewer's state: at every Solution the queens on the
// board are k distinct squares that cover it, and the sets are those Domination finds.
void TestDomination::stepsFindTheSameSets()
{
    QFETCH(int, n);
    QFETCH(int, k);
    QFETCH(bool, independent);
    RunOptions options;
    options.n = n;
    options.queens = k;
    options.independent = independent;
    PlayState state(n, false, true);
    std::set<std::vector<int>> seen;
    qint64 badSets = 0, places = 0, removes = 0, deadEnds = 0;
    StepSink sink { [&](const StepEvent &e) {
        state.apply(StoredEvent::from(e));
        places += e.kind == EventKind::Place;
        removes += e.kind == EventKind::Remove;
        deadEnds += e.kind == EventKind::Check && !e.ok;
        if (e.kind != EventKind::Solution)
            return;
        std::vector<int> ids;
        for (const Square &q : state.queens())
            ids.push_back(q.row * n + q.col);
        std::sort(ids.begin(), ids.end());
        std::vector<Square> squares;
        for (const int id : ids)
            squares.push_back({ id / n, id % n });
        bool ok = state.uncovered() == 0 && int(ids.size()) == k && seen.insert(ids).second;
        // Cross-check the state's coverage square by square.
        for (int s = 0; s < n * n && ok; ++s) {
            bool covered = false;
            for (const Square &q : squares)
                covered = covered || q.row == s / n || q.col == s % n
                    || q.row - q.col == s / n - s % n || q.row + q.col == s / n + s % n;
            ok = covered;
        }
        if (independent) {
            for (std::size_t a = 0; a < squares.size() && ok; ++a)
                for (std::size_t b = a + 1; b < squares.size(); ++b)
                    ok = ok && !attacks(squares[a], squares[b]);
        }
        badSets += ok ? 0 : 1;
    } };
    const RunResult result = runAlgorithm(AlgorithmId::Domination, sink, options);
    DominationOptions plain;
    plain.n = n;
    plain.queens = k;
    plain.independent = independent;
    QCOMPARE(badSets, 0);
    QCOMPARE(qint64(seen.size()), Domination::count(plain).sets);
    QCOMPARE(result.stats.solutions, qint64(seen.size()));
    QCOMPARE(result.stats.placements, places);
    QCOMPARE(result.stats.backtracks, removes);
    QCOMPARE(result.stats.boards, deadEnds);
    QCOMPARE(state.counters.solutions, result.stats.solutions);
    QVERIFY(state.finished);
    QVERIFY(state.queens().empty()); // every queen put was taken off again
    QCOMPARE(state.uncovered(), n * n);
}

void TestDomination::stepsStopAtTheFirstSet()
{
    RunOptions options;
    options.n = 8;
    options.queens = 5;
    options.mode = SolveMode::First;
    PlayState state(8, false, true);
    StepSink sink { [&](const StepEvent &e) { state.apply(StoredEvent::from(e)); } };
    const RunResult result = runAlgorithm(AlgorithmId::Domination, sink, options);
    QCOMPARE(result.stats.solutions, 1);
    QCOMPARE(int(state.queens().size()), 5); // the set found stays on the board
    QCOMPARE(state.uncovered(), 0);
    QCOMPARE(state.last.kind, EventKind::Finished);
}

void TestDomination::catalogueGroupsByClass()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.buildDomination(8, 5, false));
    const auto reference = test::dominationCounts().value(8);
    QCOMPARE(catalog.solutionCount(), reference.b);
    QCOMPARE(catalog.classCount(), reference.c);
    QVERIFY(catalog.isSquareSets());
    std::int64_t members = 0;
    for (std::int64_t c = 0; c < catalog.classCount(); ++c) {
        const SolutionClass &cls = catalog.symmetryClass(c);
        members += cls.size;
        const std::vector<Square> rep = catalog.squares(catalog.member(c, 0));
        for (int j = 0; j < cls.size; ++j) {
            const std::int64_t m = catalog.member(c, j);
            QCOMPARE(catalog.classOf(m), std::uint32_t(c));
            // The stored transform maps the member onto its representative.
            QCOMPARE(Symmetry::apply(catalog.transformOf(m), catalog.squares(m), 8), rep);
        }
    }
    QCOMPARE(members, reference.b);
    QVERIFY2(catalog.summary().contains(QStringLiteral("covering sets in 638 classes")),
             qPrintable(catalog.summary()));
}

void TestDomination::catalogueBelowTheDominationNumber()
{
    SolutionCatalog catalog;
    QVERIFY(catalog.buildDomination(8, 4, false));
    QCOMPARE(catalog.solutionCount(), 0);
    QCOMPARE(catalog.summary(),
             QStringLiteral(
                 "No set of 4 queens covers the 8 × 8 board: the search tried every possibility."));
    QString error;
    // Counted before anything is listed: the message gives the number.
    QVERIFY(!catalog.buildDomination(8, 7, false, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("64,759,120 sets of 7 queens cover the 8 × 8 board, more than "
                            "the 1,000,000 the browser lists. Choose fewer queens."));
    QCOMPARE(catalog.solutionCount(), 0);
    // A count that would take hours (9 x 9 with 10 queens) gives way to a listing that stops
    // past the budget: the answer comes in about two seconds, not never.
    QVERIFY(!catalog.buildDomination(9, 10, false, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("More than 1,000,000 sets of 10 queens cover the 9 × 9 board: "
                            "too many to list. Choose fewer queens."));
    QCOMPARE(catalog.solutionCount(), 0);
}

void TestDomination::countSetsAgreesWithThePlainCount()
{
    // The counting path adds completions as binomials; the plain count tries every subset.
    for (int n = 1; n <= 6; ++n) {
        for (int k = 1; k <= std::min(n * n, 6); ++k) {
            for (const bool independent : { false, true }) {
                DominationOptions options;
                options.n = n;
                options.queens = k;
                options.independent = independent;
                QCOMPARE(Domination::countSets(options).sets,
                         test::plainDominationCount(n, k, independent));
                QCOMPARE(Domination::countSets(options).sets, Domination::count(options).sets);
            }
        }
    }
}

void TestDomination::countsPastTheMinimum_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::addColumn<qint64>("sets");
    QTest::addColumn<qint64>("classes");
    const QList<test::DominationSetRow> rows = test::dominationSetCounts();
    QCOMPARE(rows.size(), 10); // the table is there and whole
    for (const test::DominationSetRow &r : rows)
        QTest::addRow("%dx%d k=%d", r.n, r.n, r.k) << r.n << r.k << r.sets << r.classes;
}

void TestDomination::countsPastTheMinimum()
{
    // domination-sets.tsv: 8 x 8 with 7 queens (64,759,120 sets) and 12 x 12 at its domination
    // number among them, each agreed on by two methods when the table was written.
    QFETCH(int, n);
    QFETCH(int, k);
    QFETCH(qint64, sets);
    QFETCH(qint64, classes);
    DominationOptions options;
    options.n = n;
    options.queens = k;
    const DominationResult counted = Domination::countSets(options);
    QCOMPARE(counted.sets, sets);
    QCOMPARE(counted.classes, 0);
    QVERIFY(!counted.tooMany && !counted.cancelled);
    const DominationResult withClasses = Domination::count(options);
    QCOMPARE(withClasses.sets, sets);
    QCOMPARE(withClasses.classes, classes);
}

void TestDomination::classesByBurnsideAreTheListedClasses()
{
    // Burnside's lemma against the listing, which looks up each set's class; both variants.
    for (int n = 1; n <= 7; ++n) {
        for (int k = 1; k <= std::min(n * n, n <= 6 ? 6 : 5); ++k) {
            for (const bool independent : { false, true }) {
                DominationOptions options;
                options.n = n;
                options.queens = k;
                options.independent = independent;
                const auto [listed, listedClasses] = listedCounts(options);
                const DominationResult counted = Domination::count(options);
                QVERIFY2(
                    counted.sets == listed && counted.classes == listedClasses,
                    qPrintable(QStringLiteral("%1x%1 k=%2%3: counted %4/%5, listed %6/%7")
                                   .arg(n)
                                   .arg(k)
                                   .arg(independent ? QStringLiteral(" independent") : QString())
                                   .arg(counted.sets)
                                   .arg(counted.classes)
                                   .arg(listed)
                                   .arg(listedClasses)));
            }
        }
    }
}

void TestDomination::countWithFixedSquares()
{
    // Explore mode's squares, fixed: counted as the listing finds them, both variants, and the
    // classes (which the fixed squares break) by listing too.
    const std::vector<std::vector<Square>> fixedSets {
        { { 0, 0 } },           { { 3, 3 } },
        { { 0, 0 }, { 7, 7 } }, { { 2, 5 }, { 5, 2 }, { 4, 4 } },
        { { 0, 0 }, { 0, 1 } }, // attacking: none for the independent variant
    };
    for (const std::vector<Square> &fixed : fixedSets) {
        for (const int k : { 5, 6 }) {
            for (const bool independent : { false, true }) {
                DominationOptions options;
                options.n = 8;
                options.queens = k;
                options.independent = independent;
                options.fixed = fixed;
                const auto [listed, listedClasses] = listedCounts(options);
                QCOMPARE(Domination::countSets(options).sets, listed);
                const DominationResult r = Domination::count(options);
                QCOMPARE(r.sets, listed);
                QCOMPARE(r.classes, listedClasses);
            }
        }
    }
    DominationOptions options;
    options.n = 8;
    options.queens = 5;
    options.fixed = { { 0, 0 }, { 0, 0 } }; // the same square twice
    QCOMPARE(Domination::countSets(options).sets, 0);
    options.fixed = { { 0, 8 } }; // off the board
    QCOMPARE(Domination::countSets(options).sets, 0);
}

void TestDomination::nearlyFullBoards()
{
    // So many queens that few squares can be left uncovered: counted from those squares alone
    // (16 x 16 with 255 queens answers at once), against the plain count of every subset...
    for (const int k : { 12, 15, 18, 22, 25 }) {
        DominationOptions options;
        options.n = 5;
        options.queens = k;
        QCOMPARE(Domination::countSets(options).sets, test::plainDominationCount(5, k, false));
    }
    // ...and where every set covers, against the binomial and the classes of the squares left
    // empty: 255 of 256 leave one square, 36 squares up to symmetry.
    DominationOptions options;
    options.n = 16;
    options.queens = 255;
    DominationResult r = Domination::count(options);
    QCOMPARE(r.sets, 256);
    QCOMPARE(r.classes, 36);
    options.n = 12;
    options.queens = 140; // four squares empty, and each square has 34 or more coverers
    QCOMPARE(Domination::countSets(options).sets, qint64(144) * 143 * 142 * 141 / 24);
    options.n = 8;
    options.queens = 60;
    r = Domination::count(options);
    QCOMPARE(r.sets, qint64(64) * 63 * 62 * 61 / 24);
    // The classes of the four empty squares, each set of them put in its smallest image.
    qint64 classes = 0;
    for (int a = 0; a < 64; ++a)
        for (int b = a + 1; b < 64; ++b)
            for (int c = b + 1; c < 64; ++c)
                for (int d = c + 1; d < 64; ++d) {
                    const std::array<int, 4> set { a, b, c, d };
                    bool smallest = true;
                    for (const Transform t : kAllTransforms) {
                        std::array<int, 4> image {};
                        for (std::size_t i = 0; i < 4; ++i) {
                            const Square s = Symmetry::apply(t, { set[i] / 8, set[i] % 8 }, 8);
                            image[i] = s.row * 8 + s.col;
                        }
                        std::sort(image.begin(), image.end());
                        smallest = smallest && !(image < set);
                    }
                    classes += smallest;
                }
    QCOMPARE(r.classes, classes);
}

void TestDomination::countTooLargeOrCancelled()
{
    DominationOptions options;
    options.n = 16;
    options.queens = 128; // C(256, 128) is about 10^75
    const DominationResult huge = Domination::count(options);
    QVERIFY(huge.tooMany);
    QCOMPARE(huge.sets, std::numeric_limits<std::int64_t>::max());
    QCOMPARE(huge.classes, std::numeric_limits<std::int64_t>::max());

    SolutionCatalog catalog;
    QString error;
    QVERIFY(!catalog.buildDomination(16, 128, false, nullptr, &error));
    QCOMPARE(error,
             QStringLiteral("More sets of 128 queens cover the 16 × 16 board than can be "
                            "counted. Choose fewer queens."));

    std::atomic_bool cancel { true };
    options.queens = 9;
    options.cancel = &cancel;
    const DominationResult cancelled = Domination::countSets(options);
    QVERIFY(cancelled.cancelled);
    QCOMPARE(cancelled.sets, 0);
    options.cancel = nullptr;
    options.n = 8;
    options.queens = 7;
    options.maxSteps = 100;
    const DominationResult cut = Domination::countSets(options);
    QVERIFY(cut.outOfSteps);
    QCOMPARE(cut.sets, 0);
}

QTEST_GUILESS_MAIN(TestDomination)
#include "tst_domination.moc"
