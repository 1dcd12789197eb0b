// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

class QDockWidget;

namespace nq {

class ActionSet;
class ModeRouter;
class PracticeMode;
class PracticePanel;
class StepPlayer;
struct RunDescription;

/// Practice's commands: Run > Practise by Hand opens the Practice dock, its Start makes the
/// exercise and gives the board to PracticeMode, its buttons act, and the progress is shown
/// while it runs (the time each second).
class PracticeController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        StepPlayer *player;
        ActionSet *actions;
        ModeRouter *modes;
        PracticePanel *panel;
        QDockWidget *dock;
    };
    explicit PracticeController(const Parts &parts, QObject *parent = nullptr);

    PracticeMode *mode() const { return m_mode; }

signals:
    /// The exercise's run must be started as it is (the window's problem controller does).
    void runRequested(const nq::RunDescription &run);
    /// Answers were added (the results can be exported).
    void resultsChanged();

private:
    void showProgress();

    Parts m_parts;
    PracticeMode *m_mode;
    QTimer m_tick;
};

} // namespace nq
