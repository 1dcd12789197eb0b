// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/scenestage.h"

#include "browser/solutionbrowser.h"
#include "debugger/breakpointstore.h"
#include "explore/explorepanel.h"
#include "lessonfile.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "practice/practicemode.h"

#include <QAction>
#include <QDockWidget>

#include <algorithm>

namespace nq {

SceneStage::SceneStage(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_player(parts.player)
{ }

SceneStage::~SceneStage()
{
    release();
}

QString SceneStage::keyOf(const QDockWidget *dock)
{
    QString name = dock->objectName();
    if (!name.endsWith(u"Dock"))
        return {};
    name.chop(4);
    // "callStack" is "call-stack" in a file.
    QString key;
    for (const QChar c : name) {
        if (c.isUpper())
            key += u'-' + c.toLower();
        else
            key += c;
    }
    return LessonFile::dockKeys().contains(key) ? key : QString();
}

QDockWidget *SceneStage::dock(const QString &key) const
{
    for (QDockWidget *d : m_parts.docks) {
        if (keyOf(d) == key)
            return d;
    }
    return nullptr;
}

void SceneStage::apply(const LessonScene &scene)
{
    const Parts &p = m_parts;
    release();
    const SceneSetup &setup = scene.setup;
    // In the projector layout the panels are the layout's (the board as large as it goes).
    if (setup.docks && !p.present->isChecked()) {
        // The list a teacher is clicking through stays in front of its tab group; the other
        // groups get the scene's tabs in front.
        QDockWidget *scenes = dock(QStringLiteral("scenes"));
        const bool listInFront = scenes && scenes->isVisible();
        for (QDockWidget *d : p.docks) {
            const QString key = keyOf(d);
            if (!key.isEmpty() && !(d == scenes && listInFront))
                d->setVisible(setup.docks->contains(key));
        }
        for (const QString &key : *setup.docks) {
            if (QDockWidget *d = dock(key))
                d->raise();
        }
        if (listInFront)
            scenes->raise();
    }
    if (!setup.theme.isEmpty())
        p.setTheme(setup.theme == u"dark" ? 1 : setup.theme == u"print" ? 2 : 0);
    if (setup.speedLevel)
        p.player->setSpeedLevel(*setup.speedLevel);
    // A lesson is prepared at home and shown in a room: a scene turns the projector layout on
    // when it asks for it, and never off (F11 in the room stays).
    if (setup.presentation && !p.present->isChecked())
        p.present->trigger();
    // The modes of the scene before give the board back first.
    if (p.predict->isChecked() && !setup.predict)
        p.predict->trigger();
    if (p.practice->running() || p.practice->preparing())
        p.practice->stop();
    if (p.explore->isActive())
        p.explore->setActive(false);

    p.breakpoints->setList(setup.run.algorithm, scene.breakpoints);
    const ScenePosition &at = scene.position;
    if (at.kind == ScenePosition::Kind::Practice) {
        PracticeSetup exercise;
        exercise.algorithm = setup.run.algorithm;
        exercise.problem = setup.run.problem;
        exercise.seed = at.seed;
        exercise.fromStart = at.fromStart;
        p.practice->start(exercise);
        return;
    }
    p.startRun(setup.run);
    p.player->pause();
    switch (at.kind) {
    case ScenePosition::Kind::Step:
        if (at.step > 0)
            p.player->seek(at.step);
        break;
    case ScenePosition::Kind::Explore:
        p.explore->setActive(true);
        p.explore->setQueens(at.queens);
        break;
    case ScenePosition::Kind::Browser:
        p.listInBrowser();
        p.browser->setFilter(at.filter);
        p.browser->pickBoard(at.queens);
        break;
    case ScenePosition::Kind::Practice:
        break;
    }
    if (setup.predict && !p.predict->isChecked())
        p.predict->trigger();
    if (!setup.predict && at.kind == ScenePosition::Kind::Step
        && scene.until.kind != StopCondition::Kind::Never)
        arm(scene.until, at.step);
    // In a class session the class is asked the scene's question at its step.
    if (setup.askClass && at.kind == ScenePosition::Kind::Step && p.askClass)
        p.askClass(*setup.askClass);
}

void SceneStage::arm(const StopCondition &until, std::int64_t from)
{
    m_until = until;
    m_from = from;
    m_armed = true;
    m_depthBefore = m_parts.player->state().depth();
    m_parts.player->clock()->setHold([this](RunCursor *cursor) { return hold(cursor); });
}

void SceneStage::release()
{
    if (!m_armed)
        return;
    m_armed = false;
    if (m_player)
        m_player->clock()->setHold({});
}

PlaybackClock::Hold SceneStage::hold(RunCursor *cursor)
{
    // Asked before each step: the step just taken (the state's last) is tested, and playing
    // pauses before the next one, so the board shows the step where the condition holds.
    const PlayState &s = cursor->state();
    if (s.position > m_from && m_until.matches(s.last, m_depthBefore, s)) {
        // Once met, the scene plays on as any run (a hold clears itself off the clock later).
        m_armed = false;
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (!m_armed)
                    m_parts.player->clock()->setHold({});
            },
            Qt::QueuedConnection);
        return PlaybackClock::Hold::Stop;
    }
    m_depthBefore = s.depth();
    return PlaybackClock::Hold::Pass;
}

LessonScene SceneStage::capture() const
{
    const Parts &p = m_parts;
    LessonScene scene;
    SceneSetup &setup = scene.setup;
    setup.run = p.run();
    setup.run.fixed.clear();
    setup.speedLevel = p.player->speedLevel();
    setup.theme
        = p.settings->theme() == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light");
    // The panels shown, those behind another tab first: a scene raises them in this order, so
    // the tab in front comes last. The Scenes dock stays with its lesson (and in front while
    // the list is used: apply()).
    QStringList behind { QStringLiteral("scenes") };
    QStringList front;
    for (QDockWidget *d : p.docks) {
        const QString key = keyOf(d);
        if (key.isEmpty() || key == u"scenes" || d->isHidden())
            continue;
        (d->isVisible() ? front : behind) << key;
    }
    setup.docks = behind + front;
    setup.presentation = p.present->isChecked();
    setup.predict = p.predict->isChecked();
    scene.breakpoints = p.breakpoints->list(setup.run.algorithm);

    ScenePosition &at = scene.position;
    if (p.practice->exercise() && (p.practice->running() || p.practice->preparing())) {
        at.kind = ScenePosition::Kind::Practice;
        at.seed = p.practice->exercise()->setup().seed;
        at.fromStart = p.practice->exercise()->setup().fromStart;
    } else if (p.explore->isActive()) {
        at.kind = ScenePosition::Kind::Explore;
        at.queens = p.explore->squares();
        std::sort(at.queens.begin(), at.queens.end());
    } else if (const std::optional<std::vector<Square>> picked = p.pickedBoard()) {
        at.kind = ScenePosition::Kind::Browser;
        at.queens = *picked;
        std::sort(at.queens.begin(), at.queens.end());
        at.filter = p.browser->filter();
    } else {
        at.kind = ScenePosition::Kind::Step;
        at.step = std::min(p.player->position(), LessonFile::kMaxStep);
    }
    return scene;
}

} // namespace nq
