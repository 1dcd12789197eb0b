// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>

class QDockWidget;
class QLabel;
class QMainWindow;
class QToolBar;

namespace nq {

class BoardScene;
class PlayBar;
class PseudocodeView;

/**
 * The window's two layouts: the desk (every panel, text at the desktop's size) and the
 * projector (F11: full screen, the board as large as the height allows, the pseudocode and the
 * algorithm's data beside it, the counters a tab behind the data, nothing else).
 *
 * Text sizes on a projector are chosen in pixels for 768 rows, the smallest projector, and grow
 * with the screen's height (a wall is as large at any resolution): the caption 30 px, the
 * board's coordinates and every other text 20 px (the pseudocode 19 px, mono), figures in the
 * data cells at least 16 px. At 1024 × 768 the smallest text is the 16 px figures: about 2 % of
 * the screen's height, some 4 cm on a wall 2 m high, readable from the back of a classroom.
 */
class PresentationLayout : public QObject
{
    Q_OBJECT
public:
    static constexpr int kBodyPx = 20;
    static constexpr int kCaptionPx = 30;
    static constexpr int kTitlePx = 24;
    static constexpr int kCodePx = 19;
    static constexpr int kLabelPx = 20; ///< the board's coordinates, at least

    struct Parts
    {
        QMainWindow *window;
        QToolBar *problemBar;
        PlayBar *playBar;
        QList<QDockWidget *> docks;
        PseudocodeView *pseudocode;
        QLabel *title;
        QLabel *caption;
        BoardScene *scene;
        QWidget *board; ///< the board's view, in the central widget with the caption
    };
    explicit PresentationLayout(const Parts &parts, QObject *parent = nullptr);

    bool isOn() const { return m_on; }
    void enter();
    void leave();
    /// The caption's and the title's fonts from the window's (at the desk) or the projector's.
    void scaleFonts();

private:
    QDockWidget *dock(const char *name) const;
    /// A size chosen for 768 rows, on this screen.
    int px(int at768) const { return int(at768 * m_scale + 0.5); }

    Parts m_parts;
    bool m_on = false;
    QByteArray m_stateBefore;
    QFont m_fontBefore;
    qreal m_scale = 1.0;
};

} // namespace nq
