// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QElapsedTimer>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <thread>

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
    bool isCounting() const { return m_worker.joinable() && !m_done.load(); }
    /// The result text once done ("14,200 solutions in 1,787 classes").
    QString resultText() const;
    std::int64_t total() const { return m_total; }
    std::int64_t unique() const { return m_unique; }

signals:
    /// The count finished (not when cancelled).
    void counted(qint64 total, qint64 unique);

protected:
    void reject() override;

private:
    void poll();
    void stop();

    int m_n;
    QLabel *m_status;
    QLabel *m_result;
    QProgressBar *m_bar;
    QPushButton *m_button;
    QTimer m_poll;
    QElapsedTimer m_clock;
    std::thread m_worker;
    std::atomic_bool m_cancel { false };
    std::atomic_bool m_done { false };
    std::atomic<std::int64_t> m_tasksDone { 0 }, m_tasks { 0 };
    std::int64_t m_total = -1;
    std::int64_t m_unique = -1;
    std::atomic<std::int64_t> m_resultTotal { -1 }, m_resultUnique { -1 };
    std::atomic_bool m_wasCancelled { false };
};

} // namespace nq
