// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "window/lastpanel.h"

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QMargins>
#include <QObject>
#include <QRect>

class QAction;
class QBoxLayout;
class QDockWidget;
class QLabel;
class QMainWindow;
class QToolBar;

namespace nq {

class AlgorithmDataView;
class BoardFeed;
class BoardScene;
class BoardView;
class CaptionLabel;
class CountersPanel;
class PlayBar;
class PseudocodeView;
class TimelineBar;
class TreePanel;

/**
 * The window's two layouts: the desk (every panel, text at the desktop's size) and the
 * projector (F11: full screen, the board the largest thing on it).
 *
 * On a projector the board takes the left with its timeline and the play bar under it, as
 * high as the screen allows but for a column on the right of at least 36 % of the width: on
 * 768 rows a board a little over 70 % of the height (543 px at 1024 x 768), on a wide screen
 * the whole height (811 px and more at 1920 x 1080). The column holds the caption, the whole
 * pseudocode, the counters (in two columns where one would not fit) and the algorithm's data,
 * one above the other, none behind a tab and none scrolled; the menu bar, the status bar, the
 * title and the panels' title bars give their room to them, and so do counters that do not
 * apply (a dash) and the step, which the timeline shows.
 *
 * Text sizes are chosen in pixels for 768 rows and grow with the screen's height: the
 * column's text is the largest, from 20 px down to 14 px, at which all of it fits (at 14 px,
 * 1.8 % of the screen's height: 3.6 cm on a wall 2 m high); the caption 1.4 times that in two
 * lines, smaller for a long one; the board's coordinates at least 20 px. The step log, shown
 * by the teacher, takes its width from the board.
 */
class PresentationLayout : public QObject
{
    Q_OBJECT
public:
    static constexpr int kBodyPx = 20; ///< the column's text at most, on 768 rows
    static constexpr int kLeastPx = 14; ///< and at least, on 768 rows
    /// The step log's text under the board (on 768 rows), read from the back of the room.
    static constexpr int kLeastReadPx = 16;
    static constexpr int kLabelPx = 20; ///< the board's coordinates, at least

    struct Parts
    {
        QMainWindow *window;
        QToolBar *problemBar;
        PlayBar *playBar;
        QList<QDockWidget *> docks;
        PseudocodeView *pseudocode;
        CountersPanel *counters;
        AlgorithmDataView *data;
        QLabel *title;
        CaptionLabel *caption;
        BoardScene *scene;
        BoardView *board; ///< the board's view, in the central widget with the timeline
        TimelineBar *timeline;
        BoardFeed *feed; ///< a new run: other code, counters and data to fit
        QAction *present; ///< F11, checked while presenting
        TreePanel *tree; ///< the search tree's panel (in the dock "treeDock")
    };
    explicit PresentationLayout(const Parts &parts, QObject *parent = nullptr);
    /// Gives the application's menus their font back when the window goes while presenting.
    ~PresentationLayout() override;

    bool isOn() const { return m_on; }
    /// A race in the board's place (RaceController): the projector shows its boards across
    /// the screen with the play bar under them, and none of the run's column. While on, the
    /// layout is made again in place (still full screen).
    void setRaceShown(bool race);
    /// The window's state to give back at the desk (taken when the projector's layout came).
    QByteArray deskState() const { return m_stateBefore; }
    void setDeskState(const QByteArray &state) { m_stateBefore = state; }
    /// The column's last panel: the Algorithm Data (null), or `dock` in its place (the Class
    /// dock while a class session runs: its address, code and votes on the wall).
    void setLastPanel(QDockWidget *dock);

signals:
    /// Leaving, the desk's state was put back (its docks and tool bars as they were then).
    void deskRestored();

public:
    /// The projector's layout (entered, fitted) or the desk's; the F11 action follows.
    void setOn(bool on);
    void enter();
    void leave();
    /// Sizes the board, the column and the column's text for what is shown now (a new
    /// algorithm, language or size of data). Nothing at the desk.
    void relayout();
    /// relayout() once control returns to the event loop (many changes, one layout).
    void relayoutSoon();
    /// The caption's and the title's fonts from the window's (at the desk) or the projector's.
    void scaleFonts();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QDockWidget *dock(const char *name) const;
    /// The column's last panel in sight: the one set, else the Algorithm Data.
    QDockWidget *lastPanel() const;
    /// Puts the last panel in the column under the counters, the data out of sight if replaced.
    void placeLastPanel();
    /// A size chosen for 768 rows, on this screen.
    int px(int at768) const { return int(at768 * m_scale + 0.5); }
    void moveCaption(bool toColumn);
    /// The window as it was at the desk (after leaving full screen).
    void restoreGeometry();

    Parts m_parts;
    bool m_on = false;
    bool m_race = false;
    QByteArray m_stateBefore;
    QFont m_fontBefore;
    QFont m_menuFontBefore;
    QRect m_geometryBefore;
    QMargins m_centralMargins;
    int m_centralSpacing = 0;
    bool m_maximizedBefore = false;
    bool m_restoring = false; ///< left full screen: the desk's geometry is due when it is done
    qreal m_scale = 1.0;
    int m_bodyPx = kBodyPx;
    bool m_relayoutDue = false;
    QDockWidget *m_captionDock = nullptr;
    Qt::DockWidgetArea m_cornerBefore = Qt::BottomDockWidgetArea;
    bool m_logUnder = false;
    int m_logTrim = 0; ///< what the log under the board gives up for the board's least side
    /// Times the window was brought back to the screen's size in a row (a panel shown in full
    /// screen can widen the window before the layout shrinks what it holds).
    int m_fitTries = 0;
    int m_sideWidth = 0; ///< the width last given to the step log or the tree beside the board
    LastPanel m_lastPanel; ///< in the data's place, or none
    QWidget *m_captionBox = nullptr;
};

} // namespace nq
