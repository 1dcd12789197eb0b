// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/boardcontrols.h"

#include "actions/actionset.h"
#include "board/boardaccessible.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "panels/boardfeed.h"
#include "platform/settings.h"

#include <QAction>
#include <QLabel>
#include <QStatusBar>

namespace nq {

void bindBoardControls(ActionSet *actions, BoardScene *scene, BoardView *view, BoardFeed *feed,
                       Settings *settings, QStatusBar *status)
{
    QObject::connect(actions->action(ActionId::ZoomIn), &QAction::triggered, view,
                     &BoardView::zoomIn);
    QObject::connect(actions->action(ActionId::ZoomOut), &QAction::triggered, view,
                     &BoardView::zoomOut);
    QObject::connect(actions->action(ActionId::ZoomFit), &QAction::triggered, view,
                     &BoardView::fitBoard);
    // The zoom actions say what they can do: nothing to zoom out of at the fitted size, no
    // further in at the largest squares.
    QObject::connect(view, &BoardView::zoomChanged, actions, [actions, view](qreal zoom) {
        actions->action(ActionId::ZoomOut)->setEnabled(zoom > 1.0);
        actions->action(ActionId::ZoomFit)->setEnabled(zoom > 1.0);
        actions->action(ActionId::ZoomIn)->setEnabled(zoom < view->maxZoom());
    });
    // The square under the pointer in its own place on the status bar, so that it never hides a
    // notice (a size clamped, a file written) and a notice never hides it.
    auto *label = new QLabel(status);
    label->setObjectName(QStringLiteral("readout"));
    status->addPermanentWidget(label);
    const auto readout = [scene, label](const Square &s) {
        const int n = scene->board()->size();
        label->setText(s.row < 0 || s.row >= n || s.col >= n
                           ? QString()
                           : BoardAccessible::squareText(scene->board()->model(), s.row, s.col,
                                                         scene->board()->countedQueen()));
    };
    QObject::connect(view, &BoardView::hovered, label, readout);
    // A step (or a pick, or the student's move) changes what the square under the pointer is.
    QObject::connect(feed, &BoardFeed::shown, label, [view, readout] {
        if (view->hoveredSquare().row >= 0)
            readout(view->hoveredSquare());
    });

    // How the board looks, remembered.
    actions->action(ActionId::Coordinates)->setChecked(settings->showCoordinates());
    const ViewChoices choices = settings->viewChoices();
    actions->action(ActionId::Attacks)->setChecked(choices.attacks);
    actions->action(ActionId::Heat)->setChecked(choices.heat);
    actions->action(ActionId::FullBoardAttacks)->setChecked(choices.attacksOnFullBoard);
    scene->setShowCoordinates(settings->showCoordinates());
    // The three switches of the marks are one choice of the board's (decideMarks takes it).
    scene->board()->setChoices(choices);
    QObject::connect(actions->action(ActionId::Coordinates), &QAction::toggled, scene,
                     [scene, settings](bool on) {
                         scene->setShowCoordinates(on);
                         settings->setShowCoordinates(on);
                     });
    QObject::connect(actions->action(ActionId::Attacks), &QAction::toggled, scene,
                     [scene, settings](bool on) {
                         settings->setShowAttacks(on);
                         scene->board()->setChoices(settings->viewChoices());
                     });
    QObject::connect(actions->action(ActionId::Heat), &QAction::toggled, scene,
                     [scene, settings](bool on) {
                         settings->setShowHeat(on);
                         scene->board()->setChoices(settings->viewChoices());
                     });
    QObject::connect(actions->action(ActionId::FullBoardAttacks), &QAction::toggled, scene,
                     [scene, settings](bool on) {
                         settings->setShowFullBoardAttacks(on);
                         scene->board()->setChoices(settings->viewChoices());
                     });
}

} // namespace nq
