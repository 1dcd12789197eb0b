// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTimer>
#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QToolButton;

namespace nq {

class Transport;

/// A far jump's progress in the status bar: shown once the jump has taken kShowAfterMs, with
/// how far the replay has come and a button for the cancel action (Esc).
class JumpProgress : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kShowAfterMs = 400;

    JumpProgress(Transport *transport, QAction *cancel, QWidget *parent = nullptr);
    /// Shows `transport`'s far jumps from now on (a race shown in the window, then the run's).
    void setTransport(Transport *transport);
    void retranslate();
    /// The text shown now (for tests).
    QString text() const;

private:
    void onBusy(bool busy);
    void onProgress(qint64 done, qint64 target);

    QLabel *m_label;
    QProgressBar *m_bar;
    QToolButton *m_cancel;
    QTimer m_delay;
    QAction *m_cancelAction;
    QList<QMetaObject::Connection> m_bound; ///< to the transport
    qint64 m_done = 0;
    qint64 m_target = -1;
};

} // namespace nq
