// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a step, for every kind of event every algorithm emits: never empty, rows and
// columns counted from 1, and exact English sentences for known steps.
#include "algorithms/algorithmview.h"
#include "platform/language.h"
#include "playstate.h"
#include "sinks.h"
#include "solver.h"
#include "stepcaption.h"

#include <QtTest>

#include <map>

using namespace nq;

namespace {

// The captions of a whole run, as the window gives them: the state after each event.
std::vector<std::pair<StoredEvent, QString>> captions(AlgorithmId id, int n, int queens = 0)
{
    RunOptions options;
    options.n = n;
    options.queens = queens;
    options.mode = SolveMode::First;
    std::vector<StoredEvent> events;
    StepSink sink { [&events](const StepEvent &e) { events.push_back(StoredEvent::from(e)); } };
    runAlgorithm(id, sink, options);
    PlayState state(Algorithms::info(id), n);
    std::vector<std::pair<StoredEvent, QString>> out;
    for (const StoredEvent &e : events) {
        state.apply(e);
        out.emplace_back(e, StepCaption::describe(e, state, id));
    }
    return out;
}

} // namespace

class TestStepCaption : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { Language::apply(QStringLiteral("en")); } // English plural forms
    void everyKindHasWords();
    void backtrackingInWords();
    void algorithmsSayTheirOwn();
    void ready();
};

void TestStepCaption::everyKindHasWords()
{
    std::vector<AlgorithmId> ids;
    for (const AlgorithmInfo &info : Algorithms::all())
        ids.push_back(info.id);
    ids.push_back(AlgorithmId::Domination);
    for (const AlgorithmId id : ids) {
        const int n = id == AlgorithmId::BruteForce ? 4 : id == AlgorithmId::Domination ? 4 : 5;
        std::map<EventKind, int> kinds;
        for (const auto &[e, text] : captions(id, n, id == AlgorithmId::Domination ? 2 : 0)) {
            ++kinds[e.kind];
            QVERIFY2(!text.isEmpty(),
                     qPrintable(QStringLiteral("%1: %2")
                                    .arg(Algorithms::info(id).idString())
                                    .arg(QLatin1String(eventKindName(e.kind)))));
            if (e.row >= 0 && (e.kind == EventKind::Place || e.kind == EventKind::Consider))
                QVERIFY2(text.contains(QString::number(e.row + 1)), qPrintable(text)); // from 1
        }
        QVERIFY(kinds.count(EventKind::Finished) == 1);
    }
}

void TestStepCaption::backtrackingInWords()
{
    const auto steps = captions(AlgorithmId::Backtracking, 4);
    QCOMPARE(steps[0].second, QStringLiteral("Try row 1, column 1."));
    QCOMPARE(steps[1].second, QStringLiteral("Place a queen on row 1, column 1."));
    QCOMPARE(steps[3].second,
             QStringLiteral("Row 2, column 1 is attacked by the queen on row 1 along its column."));
    bool solution = false, back = false;
    for (const auto &[e, text] : steps) {
        if (e.kind == EventKind::Solution)
            solution = text
                == QStringLiteral("Solution 1: every row has a queen and none attacks another.");
        if (e.kind == EventKind::Remove && !back)
            back = text.startsWith(QStringLiteral("Take the queen off row "))
                && text.endsWith(u"and go back.");
    }
    QVERIFY(solution);
    QVERIFY(back);
    QCOMPARE(steps.back().second, QStringLiteral("Finished: 1 solution found."));
}

void TestStepCaption::algorithmsSayTheirOwn()
{
    // The views' words differ from the common ones for the same kind of event.
    const auto frontier = captions(AlgorithmId::BreadthFirst, 4);
    const auto it = std::find_if(frontier.begin(), frontier.end(),
                                 [](const auto &s) { return s.first.kind == EventKind::SetBoard; });
    QVERIFY(it != frontier.end());
    QVERIFY2(it->second.startsWith(QStringLiteral("Take the oldest board out of the queue")),
             qPrintable(it->second));
    // The construction's first step takes the branch of n mod 6 (its pseudocode line) and names
    // the case; each queen's step names it again with the formula of its column.
    const auto construction = captions(AlgorithmId::Construction, 8);
    QCOMPARE(construction[0].first.kind, EventKind::Examine);
    QCOMPARE(construction[0].first.line, 5); // else:  # m mod 6 == 2
    QVERIFY2(construction[0].second.startsWith(QStringLiteral("n = 8 and n mod 6 = 2")),
             qPrintable(construction[0].second));
    QCOMPARE(
        construction[1].second,
        QStringLiteral(
            "n mod 6 = 2: Row 1 = i with i = 1: k = (2i + m/2 - 3) mod m = 3, column 1 + k = 4."));
    const auto plain = captions(AlgorithmId::Construction, 11);
    QCOMPARE(plain[0].first.line, 3); // if m mod 6 != 2:
    QCOMPARE(plain[1].second,
             QStringLiteral(
                 "n is odd, m = 10, m mod 6 = 4, not 2: Row 1 = i with i = 1: column 2i = 2."));
    QCOMPARE(plain.back().first.kind, EventKind::Finished);
    QCOMPARE(plain[11].second,
             QStringLiteral("n is odd, m = 10, m mod 6 = 4, not 2: Row 11: the odd board's last "
                            "queen goes in the corner, column 11."));
    const auto none = captions(AlgorithmId::Construction, 3);
    QVERIFY2(none.back().second.contains(QStringLiteral("no solution")),
             qPrintable(none.back().second));
    const auto domination = captions(AlgorithmId::Domination, 4, 2);
    QVERIFY2(domination[0].second.contains(QStringLiteral("is not covered yet")),
             qPrintable(domination[0].second));
}

void TestStepCaption::ready()
{
    QVERIFY(StepCaption::ready().startsWith(QStringLiteral("Ready.")));
    PlayState start(Algorithms::info(AlgorithmId::Domination), 4);
    QCOMPARE(StepCaption::describe(start.last, start, AlgorithmId::Domination),
             StepCaption::ready());
}

QTEST_MAIN(TestStepCaption)
#include "tst_stepcaption.moc"
