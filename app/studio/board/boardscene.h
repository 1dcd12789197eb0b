// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"
#include "boardmodel.h"

#include "placement.h"
#include "stepevent.h"
#include "storedevent.h"
#include "symmetry.h"
#include "theme.h"

#include <QGraphicsScene>
#include <QPointer>

#include <functional>
#include <vector>

class QSvgRenderer;
class QVariantAnimation;

namespace nq {

class BoardItem;
class QueenItem;
struct PlayState;
struct StepChange;

/**
 * The board as a scene: the board item, one queen item per queen on boards up to 64, and the
 * animations of a step (a queen grows in, a removed queen is lifted away, a conflict and a
 * solution flash). Animations are only asked for at slow speeds; otherwise the scene jumps to
 * the new state at once.
 */
class BoardScene : public QGraphicsScene
{
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    /// Shows the state, animating its last step when `change` allows.
    void showState(const PlayState &state, const StepChange &change);
    /// Shows a placement with no step (the browser and exports); `highlight` is outlined, and
    /// with `markQueens` the queens under attack are marked even on a partial board.
    void showPlacement(const Placement &board, BoardMarker marker = {}, bool markQueens = false);
    /// Shows a domination board with no step: queens on any squares, coverage from them.
    void showSquareSet(int n, const std::vector<Square> &queens, BoardMarker marker = {});
    /// Shows either kind of board with no step: a set of squares when `squareSet`, else one
    /// queen a row (with `markQueens`, the queens under attack marked on a partial board).
    void showBoard(const BoardModel &board, bool squareSet, BoardMarker marker = {},
                   bool markQueens = false);
    /// Moves the queens of `from` to `to` along the rotation or reflection `t` (t(from) == to).
    void animateTransform(const Placement &from, const Placement &to, Transform t, int ms);
    /// The same for domination boards.
    void animateTransform(int n, const std::vector<Square> &from, const std::vector<Square> &to,
                          Transform t, int ms);
    /// True while a rotation or reflection is being shown.
    bool isTransforming() const;
    void setTheme(const Theme &theme);
    const Theme &theme() const { return m_theme; }
    void setShowCoordinates(bool show);
    bool showsCoordinates() const { return m_showCoordinates; }
    /// The smallest size, in screen pixels, the board's coordinates are written at: smaller,
    /// the view writes a ruler at this size instead (0: the desk's, SquaresItem's kLegiblePx).
    void setMinimumLabelPixels(int px);
    int minimumLabelPixels() const;
    /// Domination: mark queens that attack each other (the independent variant forbids it).
    void setMarkAttackingQueens(bool mark) { m_markAttackingQueens = mark; }
    /// The squares that hold a queen in the scene (queen items, or the board's own drawing).
    std::vector<Square> queenSquares() const;
    /// Queens currently being lifted away by an animation (not counted in queenSquares).
    int liftingQueens() const;
    BoardItem *board() const { return m_board; }
    QSvgRenderer *queenRenderer() const { return m_queen; }

signals:
    /// The coordinates were turned on or off, or their least size changed: the view fits the
    /// board again (its ruler may come, go or change size).
    void labelsChanged();

private:
    /// Stops animations for a board shown with no step; the event it is shown after.
    StoredEvent holdStill(BoardMarker marker);
    void syncQueens(const Placement &board, int animatedRow, int animationMs);
    void syncSquareQueens(int n, const std::vector<Square> &queens, Square animated,
                          int animationMs);
    void growIn(QueenItem *queen, int animationMs);
    void moveQueensAlong(Transform t, int ms, const std::function<void()> &finish);
    void liftAway(QueenItem *queen, int animationMs);
    void flash(int animationMs);
    void finishAnimations();
    void updateSceneRect();

    Theme m_theme = Theme::of(Theme::Light);
    QSvgRenderer *m_queen = nullptr;
    BoardItem *m_board = nullptr;
    std::vector<QueenItem *> m_queens; // by row; nullptr where the row is empty
    std::vector<QueenItem *> m_squareQueens; // domination: by square (row * n + col)
    std::vector<QPointer<QueenItem>> m_lifting;
    QVariantAnimation *m_flash = nullptr;
    bool m_markAttackingQueens = false;
    QVariantAnimation *m_transform = nullptr;
    bool m_showCoordinates = true;
};

} // namespace nq
