// SPDX-License-Identifier: GPL-3.0-or-later
// The one spelling of queens (core/queenstext.h): what every command, the browser, its filter,
// Copy and Paste write reads back the same, in both forms, and a malformed text says why.
#include "queenstext.h"

#include <QtTest>

using namespace nq;

class TestQueensText : public QObject
{
    Q_OBJECT

private slots:
    void readsEverySpelling_data();
    void readsEverySpelling();
    void writtenTextReadsBack();
    void refusals_data();
    void refusals();
};

namespace {
using Squares = std::vector<Square>;
}

void TestQueensText::readsEverySpelling_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("squares"); // read for a board of covering sets
    QTest::addColumn<QString>("expected"); // as squaresToText writes them
    QTest::newRow("placement, spaces")
        << "1 5 8 6 3 7 2 4" << false << "1,1 2,5 3,8 4,6 5,3 6,7 7,2 8,4";
    QTest::newRow("placement, commas")
        << "1,5,8,6,3,7,2,4" << false << "1,1 2,5 3,8 4,6 5,3 6,7 7,2 8,4";
    QTest::newRow("placement, comma and space")
        << "1, 5, 8, 6, 3, 7, 2, 4" << false << "1,1 2,5 3,8 4,6 5,3 6,7 7,2 8,4";
    QTest::newRow("partial, empty rows") << "2 - 4" << false << "1,2 3,4";
    QTest::newRow("short: the first rows") << "1,5" << false << "1,1 2,5";
    QTest::newRow("a lone square on a set board") << "1,5" << true << "1,5";
    QTest::newRow("squares") << "1,1 1,2 2,6 5,1 6,5" << false << "1,1 1,2 2,6 5,1 6,5";
    QTest::newRow("squares, any order") << "6,5 1,2 1,1" << true << "1,1 1,2 6,5";
    QTest::newRow("older copies") << "(1, 1) (1, 2) (4, 6)" << true << "1,1 1,2 4,6";
    QTest::newRow("older copy of one") << "(3, 3)" << false << "3,3";
}

void TestQueensText::readsEverySpelling()
{
    QFETCH(QString, text);
    QFETCH(bool, squares);
    QFETCH(QString, expected);
    QString error;
    const auto queens = parseQueens(text, 8, &error, { .squares = squares });
    QVERIFY2(queens, qPrintable(error));
    QCOMPARE(squaresToText(*queens), expected);
}

void TestQueensText::writtenTextReadsBack()
{
    // A placement is written as one; a set with two queens on a row as squares; both read back.
    const Squares placement { { 0, 0 }, { 1, 4 }, { 2, 7 }, { 3, 5 },
                              { 4, 2 }, { 5, 6 }, { 6, 1 }, { 7, 3 } };
    QCOMPARE(queensToText(placement, 8, false), QStringLiteral("1 5 8 6 3 7 2 4"));
    QCOMPARE(queensToText(placement, 8, true), QStringLiteral("1,1 2,5 3,8 4,6 5,3 6,7 7,2 8,4"));
    const Squares set { { 0, 0 }, { 0, 1 }, { 1, 5 }, { 4, 0 }, { 5, 4 } };
    QCOMPARE(queensToText(set, 6, false), QStringLiteral("1,1 1,2 2,6 5,1 6,5"));
    for (const bool squares : { false, true }) {
        for (const Squares &queens : { placement, set }) {
            const QString text = queensToText(queens, 8, squares);
            QCOMPARE(parseQueens(text, 8, nullptr, { .squares = squares }).value_or(Squares {}),
                     queens);
        }
    }
    QVERIFY(!placementOfSquares(set, 6));
    QCOMPARE(placementOfSquares(placement, 8).value_or(Placement {}),
             (Placement { 0, 4, 7, 5, 2, 6, 1, 3 }));
}

void TestQueensText::refusals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("said");
    QTest::newRow("off the board") << "1,1 9,2"
                                   << "from 1 to 8";
    QTest::newRow("a square twice") << "1,1 1,1"
                                    << "each square once";
    QTest::newRow("row 0") << "0,1 2,2"
                           << "from 1 to 8";
    QTest::newRow("half a square") << "1,1 2,"
                                   << "row,column";
    QTest::newRow("a column twice") << "1 1"
                                    << "at most once";
    QTest::newRow("too many rows") << "1 2 3 4 5 6 7 8 1"
                                   << "--placement";
    QTest::newRow("words") << "queen"
                           << "--placement";
}

void TestQueensText::refusals()
{
    QFETCH(QString, text);
    QFETCH(QString, said);
    QString error;
    QVERIFY(!parseQueens(text, 8, &error));
    QVERIFY2(error.contains(said), qPrintable(error));
    QVERIFY2(error.contains(text), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestQueensText)
#include "tst_queenstext.moc"
