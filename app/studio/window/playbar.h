// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

class QLabel;
class QSlider;

namespace nq {

class ActionSet;
class Transport;

/// The playback tool bar: the transport actions, run-to-next, and the speed slider with its
/// label. Large icons only while presenting.
class PlayBar : public QToolBar
{
    Q_OBJECT
public:
    /// Its controls in the order Tab visits them.
    QList<QWidget *> focusChain() const;
    PlayBar(ActionSet *actions, Transport *transport, QWidget *parent = nullptr);
    /// The speed shown and set is `transport`'s (a race shown in the window, then the run's).
    void setTransport(Transport *transport);

    /// Icons only and larger, for a projector; or icons with text.
    void setPresenting(bool on);
    /// Shows or leaves out what a narrow bar can spare (Predict, still in the Run menu and on
    /// Ctrl+P), rather than put the speed in an overflow menu.
    void setSpareShown(bool shown);
    bool spareShown() const;
    void retranslate();

private:
    void showSpeed(int level);

    Transport *m_transport = nullptr;
    QList<QMetaObject::Connection> m_bound; ///< to the transport
    QAction *m_spare; // Predict
    QAction *m_spareGap; // the separator after it
    QAction *m_speed = nullptr; // the speed's widget
    QLabel *m_speedTitle;
    QSlider *m_speedSlider = nullptr;
    QLabel *m_speedLabel;
};

} // namespace nq
