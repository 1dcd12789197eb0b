// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "filmrecorder.h"
#include "record/recorddialog.h"
#include "rundescription.h"

#include <QObject>
#include <QPointer>

class QLabel;
class QMainWindow;
class QProgressBar;
class QPushButton;

namespace nq {

class ActionSet;
class BackgroundJob;
class Settings;
class StepPlayer;
class TimelineBar;

/**
 * File > Record Steps and the recording range: the range marked on the timeline (Shift and a
 * drag, or [ and ] at the step shown), the dialog's choices, and the recording itself on a
 * BackgroundJob walking a run of its own, so the board stays where it is and the window answers;
 * its progress and a Cancel button wait in the status bar.
 */
class RecordController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QMainWindow *window;
        ActionSet *actions;
        StepPlayer *player;
        TimelineBar *timeline;
        Settings *settings;
    };
    explicit RecordController(const Parts &parts, QObject *parent = nullptr);
    ~RecordController() override;

    /// The steps Record starts with: the range marked on the timeline, else the 50 steps up to
    /// the one shown (the first 50 at the start).
    std::pair<qint64, qint64> defaultRange() const;
    /// The recording of `from`..`to` of the run shown, with `choices`, in the window's theme.
    FilmSpec specFor(qint64 from, qint64 to, const RecordChoices &choices) const;
    /// Records `spec` to `path` behind the window; a recording under way is cancelled first.
    void record(const FilmSpec &spec, const QString &path);
    /// Stops the recording under way: it leaves no file.
    void cancel();
    bool isRecording() const { return m_job != nullptr; }
    /// Tests drive the controller without modal dialogs.
    void setDialogsEnabled(bool enabled) { m_dialogs = enabled; }
    /// The progress bar in the status bar while recording (for tests).
    QProgressBar *progressBar() const { return m_progress; }

signals:
    void finished(nq::FilmRecorder::Outcome outcome, const QString &path, const QString &error);

private:
    void recordInteractively();
    void done();
    void clearStatus();

    Parts m_parts;
    RecordChoices m_choices;
    RunDescription m_rangeRun;
    BackgroundJob *m_job = nullptr;
    QLabel *m_label = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    bool m_dialogs = true;
    QString m_path;
    std::shared_ptr<std::pair<FilmRecorder::Outcome, QString>> m_outcome;
};

} // namespace nq
