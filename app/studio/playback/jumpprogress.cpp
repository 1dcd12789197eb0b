// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/jumpprogress.h"

#include "playback/transport.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace nq {

JumpProgress::JumpProgress(Transport *transport, QAction *cancel, QWidget *parent)
    : QWidget(parent), m_cancelAction(cancel)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    m_bar = new QProgressBar(this);
    m_bar->setTextVisible(false);
    m_bar->setFixedWidth(160);
    m_cancel = new QToolButton(this);
    m_cancel->setDefaultAction(cancel);
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    hide();
    m_delay.setSingleShot(true);
    m_delay.setInterval(kShowAfterMs);
    connect(&m_delay, &QTimer::timeout, this, &QWidget::show);
    setTransport(transport);
}

void JumpProgress::setTransport(Transport *transport)
{
    for (const QMetaObject::Connection &c : std::as_const(m_bound))
        disconnect(c);
    m_bound = { connect(transport, &Transport::busyChanged, this, &JumpProgress::onBusy),
                connect(transport, &Transport::jumpProgress, this, &JumpProgress::onProgress),
                connect(transport, &Transport::busyChanged, m_cancelAction, &QAction::setEnabled) };
    onBusy(transport->isBusy());
    m_cancelAction->setEnabled(transport->isBusy());
}

void JumpProgress::onBusy(bool busy)
{
    if (busy) {
        m_done = 0;
        m_target = -1;
        retranslate();
        m_delay.start();
    } else {
        m_delay.stop();
        hide();
    }
}

void JumpProgress::onProgress(qint64 done, qint64 target)
{
    m_done = done;
    m_target = target;
    if (target > 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(int(std::clamp(double(done) / double(target), 0.0, 1.0) * 1000));
    } else {
        m_bar->setRange(0, 0); // the end is not known: a busy bar
    }
    retranslate();
}

void JumpProgress::retranslate()
{
    m_label->setText(text());
    m_bar->setAccessibleName(tr("Jump progress"));
}

QString JumpProgress::text() const
{
    if (m_target < 0)
        return tr("Replaying the run to find its end: %L1 steps so far…").arg(m_done);
    return tr("Replaying the run to reach step %L1: %L2 done…").arg(m_target).arg(m_done);
}

} // namespace nq
