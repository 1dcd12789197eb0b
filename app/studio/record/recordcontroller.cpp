// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/recordcontroller.h"

#include "actions/actionset.h"
#include "platform/backgroundjob.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>

namespace nq {

RecordController::RecordController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{
    ActionSet *a = parts.actions;
    connect(a->action(ActionId::Record), &QAction::triggered, this,
            &RecordController::recordInteractively);
    // The same range as a web page: Record Steps with its format chosen.
    connect(a->action(ActionId::ExportStepsPage), &QAction::triggered, this, [this] {
        m_choices.format = FilmFormat::WebPage;
        recordInteractively();
    });
    connect(a->action(ActionId::RangeStart), &QAction::triggered, this,
            [this] { m_parts.timeline->setRangeStart(m_parts.player->position()); });
    connect(a->action(ActionId::RangeEnd), &QAction::triggered, this,
            [this] { m_parts.timeline->setRangeEnd(m_parts.player->position()); });
    connect(a->action(ActionId::ClearRange), &QAction::triggered, parts.timeline,
            &TimelineBar::clearRange);
    // A range belongs to the run it was marked on: another run clears it.
    connect(parts.timeline, &TimelineBar::rangeChanged, this,
            [this] { m_rangeRun = m_parts.player->run(); });
    connect(parts.player, &StepPlayer::stepped, this, [this] {
        if (m_parts.timeline->hasRange() && !(m_parts.player->run() == m_rangeRun))
            m_parts.timeline->clearRange();
    });
}

RecordController::~RecordController()
{
    // The job (a child) is stopped and waited for as it is destroyed; it reports nothing more.
    if (m_job)
        m_job->disconnect(this);
}

std::pair<qint64, qint64> RecordController::defaultRange() const
{
    const TimelineBar *timeline = m_parts.timeline;
    if (timeline->hasRange())
        return { timeline->rangeFrom(), timeline->rangeTo() };
    // The 50 steps from the one shown; up to the end when the run ends sooner (the last 50
    // when it is shown at its end).
    const qint64 at = m_parts.player->position();
    const StepPlayer *player = m_parts.player;
    const qint64 end = player->lengthKnown() ? player->length() : at + 49;
    if (at >= end)
        return { std::max<qint64>(0, end - 49), end };
    return { at, std::min(at + 49, end) };
}

FilmSpec RecordController::specFor(qint64 from, qint64 to, const RecordChoices &choices) const
{
    FilmSpec spec;
    spec.run = m_parts.player->run();
    spec.from = from;
    spec.to = to;
    spec.fps = choices.fps;
    spec.size = choices.size;
    spec.wide = choices.wide;
    spec.caption = choices.caption;
    spec.counters = choices.counters;
    spec.pseudocode = choices.pseudocode;
    spec.page = choices.page;
    if (choices.narrate) // in the window's language, as the captions are written
        spec.narration = QLocale().name();
    // The marks the board shows: attacked squares, the heat, a full board's attacks as
    // switched in View.
    spec.view = m_parts.settings->viewChoices();
    // A handout goes to paper: the print colours; the rest look as the window does.
    spec.theme = choices.format == FilmFormat::Handout ? Theme::Print : m_parts.settings->theme();
    // With Predict on, a web page asks its questions over the range, as the window would.
    if (choices.format == FilmFormat::WebPage
        && m_parts.actions->action(ActionId::Predict)->isChecked())
        spec.questions = m_parts.settings->quizSettings();
    return spec;
}

void RecordController::recordInteractively()
{
    m_parts.player->pause();
    const auto [from, to] = defaultRange();
    qint64 first = from, last = to;
    if (m_dialogs) {
        RecordDialog dialog(from, to, m_choices, m_parts.window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        m_choices = dialog.choices();
        first = dialog.from();
        last = dialog.to();
    }
    const RunDescription &run = m_parts.player->run();
    const QString name = tr("queens-%1-steps-%2-%3").arg(run.n()).arg(first).arg(last);
    QString path;
    if (m_dialogs) {
        const QString suffix = RecordDialog::suffixOf(m_choices.format);
        const QString suggested = QDir::home().filePath(
            suffix.isEmpty() ? name : QStringLiteral("%1.%2").arg(name, suffix));
        path = QFileDialog::getSaveFileName(m_parts.window, tr("Record Steps"), suggested,
                                            RecordDialog::filterOf(m_choices.format));
        if (path.isEmpty())
            return;
        if (suffix.isEmpty())
            path += u'/'; // the frames' new folder
        else if (!path.endsWith(u'.' + suffix, Qt::CaseInsensitive))
            path += u'.' + suffix;
    } else {
        path = QDir::temp().filePath(name + u'.' + RecordDialog::suffixOf(m_choices.format));
    }
    record(specFor(first, last, m_choices), path);
}

void RecordController::record(const FilmSpec &spec, const QString &path)
{
    if (m_job) {
        // A new recording replaces the one under way, which stops and says nothing more.
        m_job->disconnect(this);
        m_job->stop();
        m_job->release();
        m_job = nullptr;
        clearStatus();
    }
    m_path = path;
    m_outcome = std::make_shared<std::pair<FilmRecorder::Outcome, QString>>(
        FilmRecorder::Outcome::Cancelled, QString());
    auto outcome = m_outcome;
    m_job = new BackgroundJob(
        [spec, path, outcome](BackgroundJob &job) {
            QString error;
            const FilmRecorder::Outcome result = FilmRecorder::record(
                spec, path, &error,
                [&job](std::int64_t done, std::int64_t total) {
                    job.setProgress(double(done) / double(total));
                },
                job.stopFlag());
            *outcome = { result, error };
        },
        this);
    // The progress and a way out, in the status bar: the window stays the user's meanwhile.
    QStatusBar *bar = m_parts.window->statusBar();
    m_label = new QLabel(tr("Recording steps %L1 to %L2…").arg(spec.from).arg(spec.to), bar);
    m_progress = new QProgressBar(bar);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(200);
    m_progress->setAccessibleName(tr("Recording"));
    m_cancel = new QPushButton(tr("Cancel"), bar);
    m_cancel->setToolTip(tr("Stop recording; no file is written"));
    connect(m_cancel, &QPushButton::clicked, this, &RecordController::cancel);
    bar->addPermanentWidget(m_label);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    connect(m_job, &BackgroundJob::progressed, this,
            [this](double fraction) { m_progress->setValue(int(fraction * 1000)); });
    connect(m_job, &BackgroundJob::finished, this, &RecordController::done);
    m_job->start(100);
}

void RecordController::cancel()
{
    if (!m_job)
        return;
    // The job stops at its next step and leaves no file; its end is reported then.
    m_job->stop();
    m_cancel->setEnabled(false);
    m_label->setText(tr("Cancelling the recording…"));
}

void RecordController::clearStatus()
{
    for (QWidget *w : std::initializer_list<QWidget *> { m_label, m_progress, m_cancel }) {
        if (w) {
            m_parts.window->statusBar()->removeWidget(w);
            w->deleteLater();
        }
    }
    m_label = nullptr;
    m_progress = nullptr;
    m_cancel = nullptr;
}

void RecordController::done()
{
    const auto outcome = *m_outcome;
    m_job->deleteLater();
    m_job = nullptr;
    clearStatus();
    m_outcome.reset();
    QStatusBar *bar = m_parts.window->statusBar();
    switch (outcome.first) {
    case FilmRecorder::Outcome::Written:
        bar->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_path)), 8000);
        break;
    case FilmRecorder::Outcome::Cancelled:
        bar->showMessage(tr("Recording cancelled: no file was written."), 8000);
        break;
    case FilmRecorder::Outcome::Refused:
    case FilmRecorder::Outcome::Failed:
        bar->showMessage(outcome.second, 15000);
        if (m_dialogs)
            QMessageBox::warning(m_parts.window, tr("Record Steps"), outcome.second);
        break;
    }
    emit finished(outcome.first, m_path, outcome.second);
}

} // namespace nq
