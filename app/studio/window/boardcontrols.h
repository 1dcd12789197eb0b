// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QStatusBar;

namespace nq {

class ActionSet;
class BoardFeed;
class BoardScene;
class BoardView;
class Settings;

/// Ties the view's own commands to the board: zoom in, out and to fit (each enabled only when it
/// can act), coordinates, attacks and heat (remembered in the settings), and the square under
/// the pointer in words on the status bar, said again whenever the board shows another state
/// or moves under the pointer. Nothing here decides who owns the board.
void bindBoardControls(ActionSet *actions, BoardScene *scene, BoardView *view, BoardFeed *feed,
                       Settings *settings, QStatusBar *status);

} // namespace nq
