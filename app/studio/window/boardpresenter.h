// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"
#include "boardrenderer.h"
#include "modes/boardstage.h"
#include "panels/boardfeed.h"
#include "placement.h"
#include "playstate.h"
#include "rundescription.h"

#include <QObject>

class QDockWidget;
class QLabel;

namespace nq {

class CaptionLabel;
class ModeRouter;

class ActionSet;
class BoardScene;
class BoardView;
class SolutionBrowser;
class StepPlayer;
struct BoardPick;
struct StepChange;

/**
 * Who owns the board, and what every panel shows: the run (each step of the player fans out to
 * the scene, pseudocode, caption, counters, algorithm data and log, with the active mode's
 * marker and words), a solution or covering set picked in the browser, or a mode's own board
 * (the student's while exploring), which the mode shows through the BoardStage.
 */
class BoardPresenter : public QObject, public BoardStage
{
    Q_OBJECT
public:
    /// Who the board belongs to.
    using Owner = BoardFeed::Owner;

    /// The widgets it keeps true. The presenter owns none of them.
    struct Parts
    {
        StepPlayer *player;
        BoardScene *scene;
        BoardView *view;
        QLabel *title;
        CaptionLabel *caption;
        BoardFeed *feed; ///< the panels beside the board follow it
        SolutionBrowser *browser;
        QDockWidget *browserDock;
        ActionSet *actions;
    };
    explicit BoardPresenter(const Parts &parts, QObject *parent = nullptr);

    Owner owner() const { return m_owner; }
    /// The placement on the board now: the run's, the pick's or the student's.
    Placement shownPlacement() const;
    /// The queens on the board now, for either problem.
    std::vector<Square> shownSquares() const;
    /// The board now as a picture (queens only; the style is the caller's).
    BoardPicture shownPicture() const;

    /// A run is about to start: the panels show its algorithm, the board goes back to the run.
    void prepare(const RunDescription &run);
    /// The run started: the title says what it is; the browser lists its solutions if shown.
    void started(const QString &title);
    /// Lists the run's solutions (or covering sets) in the browser.
    void listInBrowser();
    /// Lists `problem`'s boards that keep `queens` in the browser (Explore's List Them).
    void listKeeping(const Problem &problem, const std::vector<Square> &queens);
    void showOwnBoard(const BoardModel &board, bool squareSet, const BoardMarker &marker,
                      const QString &caption) override;
    /// Words said before the caption of the step shown (why playing stopped), until the board
    /// moves on.
    void showNote(const QString &note);
    /// Every text again in the current language.
    void retranslate(const QString &title);
    /// The board's modes: while the run owns the board, the active mode's marker is drawn on
    /// it and its caption said before the step's.
    void setModes(ModeRouter *modes);

signals:
    /// The words under the board were set (a step's caption with the mode's words, a pick's,
    /// a mode's own board's): what is announced and spoken.
    void wordsShown(const QString &words);

private:
    void setCaption(const QString &words);
    void onStepped(const StepChange &change);
    void onPicked(const BoardPick &pick);
    void takeBackForRun();
    // The run's caption (with the active mode's words first) and the mode's marker.
    void showRunWords();

    Parts m_parts;
    ModeRouter *m_modes = nullptr;
    QString m_note; // why playing stopped, until the board moves on
    RunDescription m_run;
    Owner m_owner = Owner::Run;
    Placement m_board; // the pick's or the mode's board (domination: empty rows)
    std::vector<Square> m_squares; // domination: their queens
    qint64 m_pick = -1; // the pick's number and class
    qint64 m_pickClass = -1;
    PlayState m_shownState; // the run's counters with the board shown (a pick, the student's)
    // The panels tell of `board` (a pick or the student's) with the run's own counters.
    void showBoardOnPanels(const BoardModel &board);
};

} // namespace nq
