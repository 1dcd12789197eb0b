// SPDX-License-Identifier: GPL-3.0-or-later
// The journal of a distributed count: written a unit at a time, read back whole, and refused
// (or repaired) when it is for another count or damaged.
#include "journal.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;

class TestJournal : public QObject
{
    Q_OBJECT

private slots:
    void writesAndReadsBack();
    void refusesAnotherCount();
    void refusesADamagedMiddleLine();
    void dropsACutLastLine();
    void refusesWhatIsNotAJournal();
    void oneJobAtATime();
    void aHeaderCutShortStartsAgain();

private:
    QString write(const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(QStringLiteral("j%1.txt").arg(++m_files));
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
        return path;
    }
    static QByteArray read(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestJournal::writesAndReadsBack()
{
    const QString path = m_dir.filePath(QStringLiteral("new.txt"));
    std::map<int, UnitCount> done;
    QString error, notice;
    {
        std::optional<Journal> j = Journal::open(path, 16, 10, &done, &error, &notice);
        QVERIFY2(j, qPrintable(error));
        QVERIFY(done.empty());
        QVERIFY(j->append(3, { 1200, 151 }, &error));
        QVERIFY(j->append(0, { 7, 1 }, &error));
    }
    QCOMPARE(read(path),
             QByteArray("# nqueens-mpi journal 1\nn 16 units 10\n"
                        "unit 3 total 1200 unique 151\nunit 0 total 7 unique 1\n"));
    std::optional<Journal> again = Journal::open(path, 16, 10, &done, &error, &notice);
    QVERIFY(again);
    QCOMPARE(done.size(), std::size_t(2));
    QCOMPARE(done.at(3).total, 1200);
    QCOMPARE(done.at(3).unique, 151);
    QVERIFY(notice.isEmpty());
}

void TestJournal::refusesAnotherCount()
{
    const QByteArray head = "# nqueens-mpi journal 1\nn 16 units 10\nunit 1 total 5 unique 1\n";
    std::map<int, UnitCount> done;
    QString error, notice;
    const QString path = write(head);
    QVERIFY(!Journal::open(path, 17, 10, &done, &error, &notice));
    QCOMPARE(error,
             QStringLiteral("'%1' is the journal of 16 x 16 in 10 units, not of 17 x 17 in "
                            "10 units; give another journal, or the same count")
                 .arg(path));
    QVERIFY(!Journal::open(path, 16, 20, &done, &error, &notice));
    QVERIFY(error.contains(QStringLiteral("not of 16 x 16 in 20 units")));
    QCOMPARE(read(path), head); // untouched
}

void TestJournal::refusesADamagedMiddleLine()
{
    const QByteArray bytes = "# nqueens-mpi journal 1\nn 8 units 4\nunit 0 total 5 unique 1\n"
                             "unit 1 tot@l 9 unique 2\nunit 2 total 3 unique 1\n";
    const QString path = write(bytes);
    std::map<int, UnitCount> done;
    QString error, notice;
    QVERIFY(!Journal::open(path, 8, 4, &done, &error, &notice));
    QCOMPARE(error,
             QStringLiteral("line 4 of '%1' is damaged ('unit 1 tot@l 9 unique 2'): the "
                            "journal cannot be trusted; start again with a new one")
                 .arg(path));
    QVERIFY(done.empty());
    QCOMPARE(read(path), bytes);
    // The same unit twice is damage too.
    const QString twice = write("# nqueens-mpi journal 1\nn 8 units 4\nunit 0 total 5 unique 1\n"
                                "unit 0 total 5 unique 1\nunit 2 total 3 unique 1\n");
    QVERIFY(!Journal::open(twice, 8, 4, &done, &error, &notice));
}

void TestJournal::dropsACutLastLine()
{
    // A crash in the middle of a write: the last line has no newline. It is dropped (and cut
    // from the file), its unit counted again; the others stay.
    const QByteArray whole = "# nqueens-mpi journal 1\nn 8 units 4\nunit 0 total 5 unique 1\n";
    const QString path = write(whole + "unit 3 total 1");
    std::map<int, UnitCount> done;
    QString error, notice;
    std::optional<Journal> j = Journal::open(path, 8, 4, &done, &error, &notice);
    QVERIFY2(j, qPrintable(error));
    QCOMPARE(done.size(), std::size_t(1));
    QCOMPARE(notice,
             QStringLiteral("the last line of '%1' was cut short ('unit 3 total 1'); it is "
                            "dropped and its unit counted again")
                 .arg(path));
    QVERIFY(j->append(3, { 14, 2 }, &error));
    QCOMPARE(read(path), whole + "unit 3 total 14 unique 2\n");
    // A last line that ends but does not read is dropped the same way.
    const QString garbled = write(whole + "unit 3 t\x01tal\n");
    QVERIFY(Journal::open(garbled, 8, 4, &done, &error, &notice));
    QVERIFY(notice.contains(QStringLiteral("is damaged")));
    QCOMPARE(read(garbled), whole);
}

void TestJournal::refusesWhatIsNotAJournal()
{
    std::map<int, UnitCount> done;
    QString error, notice;
    const QString text = write("hello\nworld\n");
    QVERIFY(!Journal::open(text, 8, 4, &done, &error, &notice));
    QVERIFY(error.contains(QStringLiteral("is not a journal of nqueens-mpi")));
    QCOMPARE(read(text), QByteArray("hello\nworld\n"));
    QVERIFY(!Journal::open(QStringLiteral("/dev/zero"), 8, 4, &done, &error, &notice));
    QVERIFY2(error.contains(QStringLiteral("is a device")), qPrintable(error));
}

void TestJournal::oneJobAtATime()
{
    // A second job on the same journal (a requeued job while the first still ends) is refused.
    const QString path = m_dir.filePath(QStringLiteral("locked.txt"));
    std::map<int, UnitCount> done;
    QString error, notice;
    std::optional<Journal> first = Journal::open(path, 9, 4, &done, &error, &notice);
    QVERIFY(first);
    QVERIFY(!Journal::open(path, 9, 4, &done, &error, &notice));
    QCOMPARE(error, QStringLiteral("the journal '%1' is in use by another job").arg(path));
    first.reset();
    QVERIFY(Journal::open(path, 9, 4, &done, &error, &notice));
}

void TestJournal::aHeaderCutShortStartsAgain()
{
    // A crash while the header was first written: the part of it is as good as an empty file.
    const QString path = write("# nqueens-mpi jour");
    std::map<int, UnitCount> done;
    QString error, notice;
    QVERIFY2(Journal::open(path, 9, 4, &done, &error, &notice), qPrintable(error));
    QCOMPARE(read(path), QByteArray("# nqueens-mpi journal 1\nn 9 units 4\n"));
}

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
