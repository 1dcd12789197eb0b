// SPDX-License-Identifier: GPL-3.0-or-later
// The play bar, the timeline, the transport actions and the jump progress drive and show any
// Transport: here a scripted one that is no StepPlayer, as a race of boards or a recording's
// preview would be.
#include "actions/actionset.h"
#include "playback/jumpprogress.h"
#include "playback/timelinebar.h"
#include "playback/transport.h"
#include "window/playbar.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QSlider>
#include <QtTest>

using namespace nq;

namespace {

// Records the commands it is given and moves a position of its own.
class ScriptedTransport : public Transport
{
public:
    QStringList calls;
    std::int64_t at = 0;
    std::int64_t total = 1000;
    bool playing = false;
    bool busy = false;
    int level = 3;
    std::vector<std::int64_t> marks { 250, 500 };
    StopCondition lastCondition;

    std::int64_t position() const override { return at; }
    std::int64_t length() const override { return total; }
    bool lengthKnown() const override { return true; }
    const std::vector<std::int64_t> &solutionMarks() const override { return marks; }
    bool holdsAtOnce(std::int64_t p) const override { return p >= at - 10 && p <= at; }
    bool isPlaying() const override { return playing; }
    bool isBusy() const override { return busy; }
    int speedLevel() const override { return level; }

    void play() override { setPlaying(true); }
    void pause() override { setPlaying(false); }
    void stepForward() override { moveTo(at + 1, QStringLiteral("stepForward")); }
    void stepBack() override { moveTo(at - 1, QStringLiteral("stepBack")); }
    void toStart() override { moveTo(0, QStringLiteral("toStart")); }
    void toEnd() override { moveTo(total, QStringLiteral("toEnd")); }
    void seek(std::int64_t p) override { moveTo(p, QStringLiteral("seek %1").arg(p)); }
    void runUntil(const StopCondition &c) override
    {
        lastCondition = c;
        calls << QStringLiteral("runUntil");
    }
    void runBackUntil(const StopCondition &c) override
    {
        lastCondition = c;
        calls << QStringLiteral("runBackUntil");
    }
    void cancelJump() override
    {
        calls << QStringLiteral("cancelJump");
        setBusy(false);
    }
    void setSpeedLevel(int l) override
    {
        l = std::clamp(l, 0, speedLevels() - 1);
        calls << QStringLiteral("speed %1").arg(l);
        if (l != level)
            emit speedChanged(level = l);
    }
    void setBusy(bool b)
    {
        busy = b;
        emit busyChanged(b);
    }

private:
    void setPlaying(bool p)
    {
        calls << (p ? QStringLiteral("play") : QStringLiteral("pause"));
        playing = p;
        emit playingChanged(p);
    }
    void moveTo(std::int64_t p, const QString &call)
    {
        calls << call;
        at = p;
        emit timelineChanged(at, total, true);
    }
};

} // namespace

class TestTransport : public QObject
{
    Q_OBJECT

private slots:
    void theActionsDriveAnyTransport();
    void theBarsShowAndMoveAnyTransport();
};

void TestTransport::theActionsDriveAnyTransport()
{
    QMainWindow window;
    ActionSet actions(&window);
    ScriptedTransport transport;
    actions.bindTransport(&transport);
    actions.retranslate();

    QAction *play = actions.action(ActionId::Play);
    play->trigger();
    QVERIFY(transport.playing);
    QCOMPARE(play->text(), QStringLiteral("&Pause")); // the action follows the transport
    play->trigger();
    QVERIFY(!transport.playing);
    QCOMPARE(play->text(), QStringLiteral("&Play"));

    actions.action(ActionId::StepForward)->trigger();
    actions.action(ActionId::StepForward)->trigger();
    actions.action(ActionId::StepBack)->trigger();
    QCOMPARE(transport.at, std::int64_t(1));
    actions.action(ActionId::ToEnd)->trigger();
    QCOMPARE(transport.at, transport.total);
    actions.action(ActionId::ToStart)->trigger();
    QCOMPARE(transport.at, std::int64_t(0));

    actions.action(ActionId::NextBacktrack)->trigger();
    QCOMPARE(transport.lastCondition.kind, StopCondition::Kind::Backtrack);
    actions.action(ActionId::NextSolution)->trigger();
    QCOMPARE(transport.lastCondition.kind, StopCondition::Kind::Solution);

    actions.action(ActionId::Faster)->trigger();
    QCOMPARE(transport.level, 4);
    actions.action(ActionId::Slower)->trigger();
    actions.action(ActionId::Slower)->trigger();
    QCOMPARE(transport.level, 2);
}

void TestTransport::theBarsShowAndMoveAnyTransport()
{
    QMainWindow window;
    ActionSet actions(&window);
    ScriptedTransport transport;
    actions.bindTransport(&transport);
    PlayBar bar(&actions, &transport);
    TimelineBar timeline(&transport);
    JumpProgress progress(&transport, actions.action(ActionId::CancelJump));
    timeline.retranslate();
    progress.retranslate();

    // The timeline shows where the transport is, and a typed step seeks it.
    transport.seek(400);
    QCOMPARE(timeline.positionText(), QStringLiteral("Step 400 of 1,000"));
    auto *goTo = timeline.findChild<QLineEdit *>();
    QVERIFY(goTo);
    goTo->setText(QStringLiteral("750"));
    QTest::keyClick(goTo, Qt::Key_Return);
    QCOMPARE(transport.at, std::int64_t(750));
    QCOMPARE(transport.calls.last(), QStringLiteral("seek 750"));

    // The play bar's speed slider follows the transport both ways.
    auto *speed = bar.findChild<QSlider *>();
    QVERIFY(speed);
    QCOMPARE(speed->value(), 3);
    transport.setSpeedLevel(5);
    QCOMPARE(speed->value(), 5);
    speed->setValue(1);
    QCOMPARE(transport.level, 1);

    // A jump's progress enables Cancel, which gives the jump up.
    QAction *cancel = actions.action(ActionId::CancelJump);
    QVERIFY(!cancel->isEnabled());
    transport.setBusy(true);
    QVERIFY(cancel->isEnabled());
    emit transport.jumpProgress(300, 900);
    QVERIFY2(progress.text().contains(QStringLiteral("300")), qPrintable(progress.text()));
    cancel->trigger();
    QCOMPARE(transport.calls.last(), QStringLiteral("cancelJump"));
    QVERIFY(!cancel->isEnabled());
}

QTEST_MAIN(TestTransport)
#include "tst_transport.moc"
