// SPDX-License-Identifier: GPL-3.0-or-later
// The step log is a view of the run's history: at any position it holds exactly the steps up to
// the current one, each in the words of the caption made from the core's own events, back to the
// first step of a run longer than the player's history, in the language of the moment.
#include "panels/steplog.h"
#include "panels/steptexts.h"
#include "platform/language.h"
#include "playback/stepplayer.h"
#include "sinks.h"
#include "solver.h"
#include "stepcaption.h"

#include <QTextLayout>
#include <QtTest>

using namespace nq;

namespace {

RunDescription backtracking(int n)
{
    RunDescription run;
    run.algorithm = AlgorithmId::Backtracking;
    run.problem = Problem::nonAttacking(n);
    return run;
}

/// The caption of every step, from the core's events applied to a state of their own.
QStringList captions(const RunDescription &run)
{
    QStringList out;
    PlayState state(Algorithms::info(run.algorithm), run.n());
    StepSink sink { [&](const StepEvent &e) {
        const StoredEvent stored = StoredEvent::from(e);
        state.apply(stored);
        out << StepCaption::describe(stored, state, run.algorithm);
    } };
    runAlgorithm(run.algorithm, sink, run.options());
    return out;
}

} // namespace

class TestStepLog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void holdsEveryStepAfterAFastRun();
    void followsPauseSeekStartAndBack();
    void readsStepsOlderThanTheHistory();
    void aHandScrollLastsUntilTheNextMove();
    void followsTheLanguage();
    void aClickGoesToTheStep();
    void rowsAsTallAsTheirCaptions();

private:
    void start(const RunDescription &run)
    {
        m_log->reset();
        m_player->configure(run);
    }
    std::unique_ptr<StepPlayer> m_player;
    std::unique_ptr<StepLog> m_log;
};

void TestStepLog::init()
{
    m_player = std::make_unique<StepPlayer>();
    m_log = std::make_unique<StepLog>(new StepTexts(m_player.get(), m_player.get()));
    m_log->resize(420, 300);
    m_log->show();
    connect(m_player.get(), &StepPlayer::stepped, m_log.get(),
            [this] { m_log->setCurrent(m_player->position()); });
}

void TestStepLog::cleanup()
{
    m_log.reset();
    m_player.reset();
}

void TestStepLog::holdsEveryStepAfterAFastRun()
{
    const RunDescription run = backtracking(6);
    const QStringList expected = captions(run);
    start(run);
    m_player->setSpeedLevel(StepPlayer::speedLevels() - 1); // maximum
    m_player->play();
    QTRY_VERIFY_WITH_TIMEOUT(m_player->state().finished, 20000);
    QCOMPARE(m_log->current(), qint64(expected.size()));
    for (qint64 step = 1; step <= m_log->current(); ++step)
        QCOMPARE(m_log->rowText(step), expected[step - 1]);
    // Following the run, the last step is the last row in sight.
    QCOMPARE(m_log->firstShown() + m_log->rowsInSight() - 1, m_log->current());
}

void TestStepLog::followsPauseSeekStartAndBack()
{
    const RunDescription run = backtracking(6);
    const QStringList expected = captions(run);
    start(run);
    m_player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    m_player->play();
    QTRY_VERIFY(m_player->position() > 50);
    m_player->pause();
    const qint64 paused = m_player->position();
    QCOMPARE(m_log->current(), paused);
    QCOMPARE(m_log->rowText(paused), expected[paused - 1]);
    QVERIFY(m_log->rowText(paused + 1).isEmpty()); // nothing past the current step

    m_player->seek(37);
    QTRY_COMPARE(m_log->current(), qint64(37));
    QCOMPARE(m_log->rowText(37), expected[36]);
    m_player->stepBack();
    QTRY_COMPARE(m_log->current(), qint64(36));
    QCOMPARE(m_log->rowText(36), expected[35]);
    QCOMPARE(m_log->rowText(1), expected[0]);
    // The rows the run has been through stay, those after the current step greyed.
    QCOMPARE(m_log->rows(), paused);
    QCOMPARE(m_log->rowText(paused), expected[paused - 1]);
    m_player->toStart();
    QTRY_COMPARE(m_log->current(), qint64(0));
    QCOMPARE(m_log->rowText(1), expected[0]);
    m_player->stepForward();
    QTRY_COMPARE(m_log->current(), qint64(1));
    QCOMPARE(m_log->rowText(1), expected[0]);
}

void TestStepLog::readsStepsOlderThanTheHistory()
{
    const RunDescription run = backtracking(8);
    const QStringList expected = captions(run);
    m_player->setHistoryCapacity(2048); // far less than the run's 15,000-odd steps
    start(run);
    m_player->toEnd();
    QTRY_VERIFY_WITH_TIMEOUT(m_player->lengthKnown() && !m_player->isBusy(), 20000);
    QCOMPARE(m_log->current(), qint64(expected.size()));
    QVERIFY(m_player->history().start() > 5000);
    // The first steps are gone from the player's history: their page is replayed.
    QTRY_VERIFY_WITH_TIMEOUT(!m_log->rowText(1).isEmpty(), 10000);
    for (qint64 step : { 1, 2, 255, 256, 257, 300, 4000 }) {
        QTRY_VERIFY_WITH_TIMEOUT(!m_log->rowText(step).isEmpty(), 10000);
        QCOMPARE(m_log->rowText(step), expected[step - 1]);
    }
    QCOMPARE(m_log->rowText(m_log->current()), expected.last());
    // Scrolled to the top by hand, the view shows the first step, until the run moves again.
    m_log->showStep(1);
    QCOMPARE(m_log->firstShown(), qint64(1));
    m_player->stepBack();
    QTRY_COMPARE(m_log->current(), qint64(expected.size()) - 1);
    QVERIFY(m_log->firstShown() <= m_log->current());
    QVERIFY(m_log->current() < m_log->firstShown() + m_log->rowsInSight());
}

void TestStepLog::aHandScrollLastsUntilTheNextMove()
{
    const RunDescription run = backtracking(6);
    start(run);
    m_player->setSpeedLevel(StepPlayer::speedLevels() - 1);
    m_player->runUntil(StopCondition::step(120));
    QTRY_COMPARE(m_player->position(), qint64(120));
    QTRY_COMPARE(m_log->current(), qint64(120));
    // The wheel, or Ctrl+Home with the focus in the log: the first rows.
    m_log->setFocus();
    QTest::keyClick(m_log.get(), Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(m_log->firstShown(), qint64(1));
    QCOMPARE(m_player->position(), qint64(120)); // a scroll, not a move of the run
    // Any move brings the current row back into sight.
    m_player->stepForward();
    QTRY_COMPARE(m_log->current(), qint64(121));
    QVERIFY(m_log->firstShown() + m_log->rowsInSight() > 121);
    // Home alone is not the log's (in the window it is the run's start, as on the board).
    QTest::keyClick(m_log.get(), Qt::Key_Home);
    QVERIFY(m_log->firstShown() + m_log->rowsInSight() > 121);
    m_player->toStart();
    QTRY_COMPARE(m_player->position(), qint64(0));
    QCOMPARE(m_log->rows(), qint64(121)); // the later rows stay, greyed
    // A click on a row goes there and keeps the rows after it.
    m_player->seek(100);
    QTRY_COMPARE(m_log->current(), qint64(100));
    QCOMPARE(m_log->rows(), qint64(121));
}

void TestStepLog::followsTheLanguage()
{
    const RunDescription run = backtracking(5);
    start(run);
    for (int i = 0; i < 3; ++i)
        m_player->stepForward();
    QTRY_COMPARE(m_log->current(), qint64(3));
    const QString english = m_log->rowText(1);
    QCOMPARE(english, captions(run).first());
    Language::apply(QStringLiteral("ja"));
    QTRY_VERIFY(m_log->rowText(1) != english); // once the widget has heard of the change
    const QString japanese = m_log->rowText(1);
    QCOMPARE(japanese, captions(run).first()); // made now, under the Japanese catalogue
    Language::apply(QStringLiteral("en"));
    QTRY_COMPARE(m_log->rowText(1), english);
}

void TestStepLog::aClickGoesToTheStep()
{
    const RunDescription run = backtracking(6);
    start(run);
    m_player->seek(40);
    QTRY_COMPARE(m_log->current(), qint64(40));
    QSignalSpy chosen(m_log.get(), &StepLog::stepChosen);
    const qint64 first = m_log->firstShown();
    const int rowHeight = m_log->viewport()->height() / m_log->rowsInSight();
    QTest::mouseClick(m_log->viewport(), Qt::LeftButton, {}, QPoint(20, rowHeight * 2 + 2));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.first().first().toLongLong(), first + 2);
    m_player->seek(chosen.first().first().toLongLong());
    QTRY_COMPARE(m_log->current(), first + 2);
}

void TestStepLog::rowsAsTallAsTheirCaptions()
{
    // Every row in sight is as tall as its own caption needs, no more (issue 38: one-line rows
    // were drawn two lines tall beside a two-line one), and is read whole, in English and
    // Japanese, narrow and wide; the rows follow one another with no gap.
    for (const char *language : { "en", "ja" }) {
        Language::apply(QString::fromLatin1(language));
        for (const int width : { 240, 300, 380, 520, 900 }) {
            start(backtracking(6));
            m_log->resize(width, 300);
            m_player->seek(40);
            QTRY_COMPARE(m_log->current(), qint64(40));
            const QFontMetrics fm = m_log->fontMetrics();
            int oneLine = 0, more = 0;
            int bottom = m_log->rowRect(m_log->firstShown()).top();
            for (qint64 step = m_log->firstShown();
                 step < m_log->firstShown() + m_log->rowsInSight(); ++step) {
                QTextLayout layout(m_log->rowText(step), m_log->font());
                layout.beginLayout();
                int lines = 0;
                for (QTextLine l = layout.createLine(); l.isValid();
                     l = layout.createLine(), ++lines)
                    l.setLineWidth(m_log->wordsWidth());
                layout.endLayout();
                const QRect row = m_log->rowRect(step);
                const QString where = QStringLiteral("%1 at %2 px, step %3 (%4): %5 lines, %6 px")
                                          .arg(QLatin1String(language))
                                          .arg(width)
                                          .arg(step)
                                          .arg(m_log->rowText(step))
                                          .arg(lines)
                                          .arg(row.height());
                QCOMPARE(m_log->linesOf(step), std::min(lines, int(StepLog::kMaxLines)));
                QVERIFY2(row.height() < fm.lineSpacing() * (m_log->linesOf(step) + 1),
                         qPrintable(where));
                QVERIFY2(row.height() >= fm.lineSpacing() * m_log->linesOf(step),
                         qPrintable(where));
                QCOMPARE(row.top(), bottom);
                bottom = row.bottom() + 1;
                (lines == 1 ? oneLine : more) += 1;
            }
            QVERIFY(oneLine + more > 0);
            if (width <= 300 && QLatin1String(language) == QLatin1String("en"))
                QVERIFY2(
                    oneLine > 0 && more > 0, // both kinds in sight: they differ
                    qPrintable(QStringLiteral("%1 one-line, %2 longer").arg(oneLine).arg(more)));
        }
    }
    Language::apply(QStringLiteral("en"));
}

QTEST_MAIN(TestStepLog)
#include "tst_steplog.moc"
