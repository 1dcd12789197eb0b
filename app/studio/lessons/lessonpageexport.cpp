// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/lessonpageexport.h"

#include "actions/actionset.h"
#include "lessonpage.h"
#include "lessons/lessondocument.h"
#include "platform/backgroundjob.h"
#include "platform/language.h"
#include "platform/settings.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include <memory>

namespace nq {

LessonPageExport::LessonPageExport(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    connect(parts.actions->action(ActionId::ExportLessonPage), &QAction::triggered, this,
            &LessonPageExport::exportInteractively);
    connect(parts.lesson, &LessonDocument::changed, this, &LessonPageExport::updateEnabled);
    connect(parts.lesson, &LessonDocument::openChanged, this, &LessonPageExport::updateEnabled);
    updateEnabled();
}

LessonPageExport::~LessonPageExport()
{
    // The job (a child) is stopped and waited for as it is destroyed; it reports nothing more.
    if (m_job)
        m_job->disconnect(this);
}

void LessonPageExport::updateEnabled()
{
    m_parts.actions->action(ActionId::ExportLessonPage)
        ->setEnabled(m_parts.lesson->isOpen() && m_parts.lesson->sceneCount() > 0);
}

QString LessonPageExport::name() const
{
    const QString path = m_parts.lesson->path();
    if (!path.isEmpty())
        return QFileInfo(path).completeBaseName();
    return m_parts.lesson->displayName(Language::resolve(m_parts.settings->language()));
}

void LessonPageExport::exportInteractively()
{
    if (!m_parts.lesson->isOpen() || m_parts.lesson->sceneCount() == 0)
        return;
    QString path;
    if (m_dialogs) {
        const QString lessonPath = m_parts.lesson->path();
        const QDir folder = lessonPath.isEmpty() ? QDir::home() : QFileInfo(lessonPath).dir();
        // The page alone, or in a SCORM package for the school's learning platform: chosen by
        // the kind of file, as the dialog offers them.
        const QString page = tr("Web page (*.html *.htm)");
        const QString package = tr("SCORM 1.2 package for a learning platform (*.zip)");
        QString chosen = page;
        path = QFileDialog::getSaveFileName(m_parts.window, tr("Export Lesson as Web Page"),
                                            folder.filePath(name() + QStringLiteral(".html")),
                                            page + QStringLiteral(";;") + package, &chosen);
        if (path.isEmpty())
            return;
        const bool zip = path.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive)
            || (chosen == package && QFileInfo(path).suffix().isEmpty());
        if (zip && !path.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive))
            path += QStringLiteral(".zip");
        else if (!zip && !path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive)
                 && !path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive))
            path += QStringLiteral(".html");
    } else {
        path = QDir::temp().filePath(name() + QStringLiteral(".html"));
    }
    write(path);
}

void LessonPageExport::write(const QString &path)
{
    if (m_job) {
        // A new export replaces the one under way, which stops and says nothing more.
        m_job->disconnect(this);
        m_job->stop();
        m_job->release();
        m_job = nullptr;
    }
    // The lesson as it is now: edits made while the page is written go into the next one.
    const Lesson lesson = m_parts.lesson->lesson();
    const QString lessonName = name();
    // The scenes with Predict on ask what the window's Predict asks (Predict > Questions…); a
    // .zip is the page's SCORM package.
    LessonPage::Output output;
    output.theme = m_parts.settings->theme();
    output.quiz = m_parts.settings->quizSettings();
    output.scorm = path.endsWith(QStringLiteral(".zip"), Qt::CaseInsensitive);
    auto outcome = std::make_shared<std::pair<bool, QString>>(false, QString());
    m_job = new BackgroundJob(
        [lesson, lessonName, output, path, outcome](BackgroundJob &job) {
            QString error;
            outcome->first
                = LessonPage::write(lesson, lessonName, output, path, &error, job.stopFlag());
            outcome->second = error;
        },
        this);
    QStatusBar *bar = m_parts.window->statusBar();
    if (!m_label) {
        m_label = new QLabel(bar);
        bar->addPermanentWidget(m_label);
    }
    m_label->setText(tr("Writing the lesson's web page…"));
    connect(m_job, &BackgroundJob::finished, this, [this, path, outcome] {
        m_job->deleteLater();
        m_job = nullptr;
        m_parts.window->statusBar()->removeWidget(m_label);
        m_label->deleteLater();
        m_label = nullptr;
        QStatusBar *status = m_parts.window->statusBar();
        if (outcome->first) {
            status->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
        } else {
            status->showMessage(outcome->second, 15000);
            if (m_dialogs && !outcome->second.isEmpty())
                QMessageBox::warning(m_parts.window, tr("Export Lesson as Web Page"),
                                     outcome->second);
        }
        emit finished(outcome->first, path, outcome->second);
    });
    m_job->start();
}

} // namespace nq
