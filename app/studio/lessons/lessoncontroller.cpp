// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/lessoncontroller.h"

#include "actions/actionset.h"
#include "lessoncheck.h"
#include "lessonfile.h"
#include "lessons/lessonautosave.h"
#include "lessons/lessondocument.h"
#include "lessons/scenestage.h"
#include "messagetext.h"
#include "platform/backgroundjob.h"
#include "platform/settings.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include <memory>

namespace nq {

namespace {

// The examples, as resources: file name and title in the source language (the menu shows the
// lesson's own title in the window's language).
const char *const kExamples[] = { "backtracking-4x4", "symmetry-8x8", "domination-8x8" };

QString exampleResource(const char *name)
{
    return QStringLiteral(":/nqueens/lessons/%1.nqlesson").arg(QLatin1StringView(name));
}

} // namespace

LessonController::LessonController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    ActionSet *a = parts.actions;
    connect(a->action(ActionId::NewLesson), &QAction::triggered, this, [this] {
        if (maybeSave())
            begin({}, {}, false);
    });
    // Opening asks about unsaved changes once the file is read (a file that cannot be read
    // changes nothing, so there is nothing to ask).
    connect(a->action(ActionId::OpenLesson), &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            m_parts.window, tr("Open Lesson"), QString(),
            tr("N-Queens Studio lessons (*.nqlesson);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(a->action(ActionId::SaveLesson), &QAction::triggered, this, &LessonController::save);
    connect(a->action(ActionId::SaveLessonAs), &QAction::triggered, this, [this] {
        const QString path = askSavePath();
        if (!path.isEmpty())
            saveAs(path);
    });
    connect(a->action(ActionId::CloseLesson), &QAction::triggered, this, [this] { closeLesson(); });
    connect(a->action(ActionId::AddScene), &QAction::triggered, this, &LessonController::addScene);
    connect(a->action(ActionId::UpdateScene), &QAction::triggered, this,
            &LessonController::updateScene);
    connect(a->action(ActionId::NextScene), &QAction::triggered, this,
            [this] { goTo(m_parts.document->current() + 1); });
    connect(a->action(ActionId::PreviousScene), &QAction::triggered, this,
            [this] { goTo(m_parts.document->current() - 1); });
    connect(parts.document, &LessonDocument::changed, this, [this] {
        refreshActions();
        emit noteChanged(note()); // a note edited in the Scenes list shows over the board
    });
    connect(parts.document, &LessonDocument::currentChanged, this, [this] {
        refreshActions();
        emit noteChanged(note());
    });
    connect(a->recentMenu(), &QMenu::aboutToShow, this, &LessonController::refreshRecent);
    connect(a->examplesMenu(), &QMenu::aboutToShow, this, &LessonController::fillExamples);
    refreshActions();
}

QString LessonController::note() const
{
    const LessonDocument *d = m_parts.document;
    if (!d->isOpen() || d->current() < 0)
        return {};
    return d->scene(d->current()).note.in(m_parts.language());
}

void LessonController::refreshActions()
{
    const LessonDocument *d = m_parts.document;
    ActionSet *a = m_parts.actions;
    const bool open = d->isOpen();
    a->action(ActionId::SaveLesson)->setEnabled(open);
    a->action(ActionId::SaveLessonAs)->setEnabled(open);
    a->action(ActionId::CloseLesson)->setEnabled(open);
    a->action(ActionId::UpdateScene)->setEnabled(open && d->current() >= 0);
    a->action(ActionId::NextScene)->setEnabled(open && d->current() + 1 < d->sceneCount());
    a->action(ActionId::PreviousScene)->setEnabled(open && d->current() > 0);
}

void LessonController::fail(const QString &text)
{
    m_lastMessage = text;
    emit message(text);
    if (m_dialogs)
        QMessageBox::warning(m_parts.window, tr("N-Queens Studio"), text);
}

bool LessonController::maybeSave()
{
    LessonDocument *d = m_parts.document;
    if (!d->isOpen() || !d->isModified())
        return true;
    if (!m_dialogs)
        return false; // tests decide with closeLesson(true)
    const QMessageBox::StandardButton answer = QMessageBox::question(
        m_parts.window, tr("Unsaved Lesson"),
        tr("The lesson “%1” has changes that are not saved. Save them?")
            .arg(d->displayName(m_parts.language())),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void LessonController::begin(Lesson lesson, const QString &path, bool modified)
{
    if (!m_overlaid) {
        m_parts.keepUserSetup();
        m_parts.settings->beginOverlay();
        m_overlaid = true;
    }
    m_parts.document->open(std::move(lesson), path, modified);
    if (m_parts.document->sceneCount() > 0)
        goTo(0);
    else
        emit noteChanged({});
}

QStringList LessonController::problems(const Lesson &lesson, const QString &path,
                                       const std::atomic_bool *cancel)
{
    QStringList out;
    if (lesson.scenes.empty())
        out << tr("%1: the lesson has no scene").arg(path);
    for (std::size_t i = 0; i < lesson.scenes.size() && !(cancel && cancel->load()); ++i) {
        for (const QString &problem : LessonCheck::problems(lesson.scenes[i], cancel))
            out << tr("%1: scene %2: %3").arg(path).arg(i + 1).arg(problem);
    }
    return out;
}

bool LessonController::openFile(const QString &path)
{
    QString error;
    std::optional<Lesson> lesson = LessonFile::read(path, &error);
    if (!lesson) {
        fail(error);
        return false;
    }
    // What `nqueens lesson check` refuses is refused here, in its words: a step past its run's
    // end, a board that is no answer, an exercise that cannot be made.
    std::int64_t walk = 0;
    for (const LessonScene &scene : lesson->scenes) {
        if (scene.position.kind == ScenePosition::Kind::Step)
            walk += scene.position.step;
    }
    if (m_check) { // a file still being checked gives way to this one
        m_check->release();
        m_check = nullptr;
    }
    if (walk <= kCheckedAtOnce) {
        const QStringList said = problems(*lesson, path, nullptr);
        if (!said.isEmpty()) {
            fail(said.join(u'\n'));
            return false;
        }
        return openChecked(std::move(*lesson), path);
    }
    auto found = std::make_shared<QStringList>();
    auto held = std::make_shared<Lesson>(std::move(*lesson));
    m_check = new BackgroundJob(
        [found, held, path](BackgroundJob &job) { *found = problems(*held, path, job.stopFlag()); },
        this);
    BackgroundJob *job = m_check;
    connect(job, &BackgroundJob::finished, this, [this, job, found, held, path] {
        if (m_check != job)
            return;
        m_check = nullptr;
        job->deleteLater();
        if (!found->isEmpty())
            fail(found->join(u'\n'));
        else
            openChecked(std::move(*held), path);
    });
    emit message(tr("Checking the lesson %1 before it opens…").arg(QFileInfo(path).fileName()));
    job->start();
    return true;
}

bool LessonController::openChecked(Lesson lesson, const QString &path)
{
    if (!maybeSave())
        return false;
    m_parts.autosave->discard();
    begin(std::move(lesson), QFileInfo(path).absoluteFilePath(), false);
    addRecent(QFileInfo(path).absoluteFilePath());
    return true;
}

bool LessonController::openExample(const QString &resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("Cannot open the example %1.").arg(resource));
        return false;
    }
    QString error;
    std::optional<Lesson> lesson
        = LessonFile::parse(file.read(LessonFile::budget().maxBytes), &error);
    if (!lesson) {
        fail(tr("Cannot open the lesson %1: %2").arg(resource, error));
        return false;
    }
    if (!maybeSave())
        return false;
    begin(std::move(*lesson), QString(), false);
    return true;
}

QString LessonController::askSavePath()
{
    const LessonDocument *d = m_parts.document;
    QString start = d->path();
    if (start.isEmpty())
        start = QDir::home().filePath(d->displayName(m_parts.language())
                                      + QStringLiteral(".nqlesson"));
    QString path = QFileDialog::getSaveFileName(m_parts.window, tr("Save Lesson"), start,
                                                tr("N-Queens Studio lessons (*.nqlesson)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".nqlesson");
    return path;
}

bool LessonController::save()
{
    LessonDocument *d = m_parts.document;
    if (!d->isOpen())
        return false;
    if (d->path().isEmpty()) {
        const QString path = m_dialogs ? askSavePath() : QString();
        return !path.isEmpty() && saveAs(path);
    }
    return saveAs(d->path());
}

bool LessonController::saveAs(const QString &path)
{
    LessonDocument *d = m_parts.document;
    QString error;
    if (!LessonFile::write(path, d->lesson(), &error)) {
        fail(error);
        return false;
    }
    d->setPath(QFileInfo(path).absoluteFilePath());
    d->markSaved();
    m_parts.autosave->discard();
    addRecent(d->path());
    return true;
}

bool LessonController::closeLesson(bool force)
{
    LessonDocument *d = m_parts.document;
    if (!d->isOpen())
        return true;
    if (!force && !maybeSave())
        return false;
    m_parts.stage->release();
    d->close();
    m_parts.autosave->discard();
    if (m_overlaid) {
        m_parts.settings->endOverlay();
        m_overlaid = false;
        m_parts.restoreUserSetup();
    }
    emit noteChanged({});
    return true;
}

void LessonController::goTo(int index)
{
    LessonDocument *d = m_parts.document;
    if (!d->isOpen() || index < 0 || index >= d->sceneCount())
        return;
    d->setCurrent(index);
    m_parts.stage->apply(d->scene(index));
    emit noteChanged(note());
}

void LessonController::addScene()
{
    LessonDocument *d = m_parts.document;
    // The scene is read before a new lesson overlays the settings.
    const LessonScene scene = m_parts.stage->capture();
    if (!d->isOpen())
        begin({}, {}, false);
    if (d->sceneCount() >= LessonFile::kMaxScenes) {
        fail(tr("A lesson holds at most %1 scenes.").arg(LessonFile::kMaxScenes));
        return;
    }
    d->add(scene);
    emit noteChanged(note());
}

void LessonController::updateScene()
{
    LessonDocument *d = m_parts.document;
    if (d->isOpen() && d->current() >= 0)
        d->update(d->current(), m_parts.stage->capture());
}

bool LessonController::hasRecovery() const
{
    return m_parts.autosave->leftBehind().has_value();
}

void LessonController::recover()
{
    std::optional<LessonAutosave::Left> left = m_parts.autosave->leftBehind();
    if (!left || !maybeSave())
        return;
    // Recovered: changed since the file was saved, until saved again.
    begin(std::move(left->lesson), left->path, true);
}

void LessonController::discardRecovery()
{
    m_parts.autosave->discard();
}

void LessonController::addRecent(const QString &path)
{
    QStringList recent = m_parts.settings->recentLessons();
    recent.removeAll(path);
    recent.prepend(path);
    m_parts.settings->setRecentLessons(recent);
}

void LessonController::refreshRecent()
{
    QMenu *menu = m_parts.actions->recentMenu();
    menu->clear();
    const QStringList recent = m_parts.settings->recentLessons();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction *a = menu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(printable(QFileInfo(path).fileName(), 60)));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (recent.isEmpty())
        menu->addAction(tr("No recent lessons"))->setEnabled(false);
}

void LessonController::fillExamples()
{
    QMenu *menu = m_parts.actions->examplesMenu();
    menu->clear();
    for (const char *name : kExamples) {
        const QString resource = exampleResource(name);
        QFile file(resource);
        QString title = QString::fromLatin1(name);
        if (file.open(QIODevice::ReadOnly)) {
            if (const std::optional<Lesson> lesson = LessonFile::parse(file.readAll(), nullptr))
                title = lesson->title.in(m_parts.language());
        }
        QAction *a = menu->addAction(title);
        a->setObjectName(QStringLiteral("example_") + QString::fromLatin1(name));
        connect(a, &QAction::triggered, this, [this, resource] { openExample(resource); });
    }
}

} // namespace nq
