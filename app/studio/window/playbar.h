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
    /// Shows Predict's switch, or leaves it out (a race's bar: Predict is the run's). Every
    /// action left out to fit a width comes back.
    void setSpareShown(bool shown);
    bool spareShown() const;
    /// Fits the bar into `width` pixels: the largest of `iconSizes` at which it fits, leaving
    /// out what a narrow bar can spare one at a time (Next Backtrack, Next Solution, then
    /// Predict: each still in the Run menu and on its key) rather than put the speed in an
    /// overflow menu. An action that is checked (Predict while it asks) is never left out; it
    /// comes back, fitted again, when it is turned on.
    void fitWidth(int width, const QList<int> &iconSizes);
    /// Whether `action` has its button on the bar now.
    bool shows(const QAction *action) const;
    void retranslate();

private:
    void showSpeed(int level);
    /// Puts on the bar every action but those left out, in their first order; a separator
    /// only after a group that kept one.
    void applyLeftOut();

    Transport *m_transport = nullptr;
    QList<QMetaObject::Connection> m_bound; ///< to the transport
    QAction *m_predict;
    QList<QAction *> m_all; ///< in their first order, separators and the speed included
    QList<QAction *> m_spares; ///< what a narrow bar leaves out first, in that order
    QList<QAction *> m_leftOut; ///< to fit the width
    bool m_predictShown = true;
    int m_fitWidth = 0; ///< the width last fitted (0: none)
    QList<int> m_fitIcons;
    QAction *m_speed = nullptr; // the speed's widget
    QLabel *m_speedTitle;
    QSlider *m_speedSlider = nullptr;
    QLabel *m_speedLabel;
};

} // namespace nq
