// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "counter/countforecast.h"
#include "counter/solutioncounter.h"
#include "platform/backgroundjob.h"

#include <QDialog>
#include <QElapsedTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace nq {

/// Counts all solutions and classes of one size with the fast counter on a worker thread,
/// with progress, an estimate of the time left, and cancel.
class CountDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CountDialog(int n, QWidget *parent = nullptr);
    ~CountDialog() override;

    /// Opens a dialog that counts n x n at once, or says the counter's limit when n is beyond it.
    static void countInteractively(int n, QWidget *parent);

    /// Starts counting (the dialog shows itself non-modally).
    void start();
    bool isCounting() const { return m_job && m_job->isRunning(); }
    /// The result text once done ("14,200 solutions in 1,787 classes").
    QString resultText() const;
    /// Before a count of a large board: how long it will take here, in words (else "").
    QString forecastText() const;
    std::int64_t total() const { return m_total; }
    std::int64_t unique() const { return m_unique; }

signals:
    /// The count finished (not when cancelled).
    void counted(qint64 total, qint64 unique);

protected:
    void reject() override;

private:
    // What the job hands over before it counts: the forecast, once made.
    struct Forecast
    {
        std::atomic_bool ready { false };
        std::optional<CountForecast> value;
    };
    void showProgress(double fraction);
    void showForecast();
    void onFinished();
    void stop();

    int m_n;
    QLabel *m_forecast;
    QLabel *m_status;
    QLabel *m_result;
    QProgressBar *m_bar;
    QPushButton *m_button;
    QElapsedTimer m_clock;
    BackgroundJob *m_job = nullptr;
    std::shared_ptr<CountResult> m_counted; // written by the job, read once it has finished
    std::shared_ptr<Forecast> m_forecastMade;
    bool m_forecastShown = false;
    std::int64_t m_total = -1;
    std::int64_t m_unique = -1;
};

} // namespace nq
