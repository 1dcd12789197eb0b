// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/algorithmdataview.h"

#include "panels/boardfeed.h"

#include "algorithms/algorithmview.h"

#include <QPainter>
#include <QPicture>
#include <QScrollArea>

#include <cmath>

namespace nq {

AlgorithmDataView::AlgorithmDataView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Algorithm data"));
    setFocusPolicy(Qt::TabFocus); // reached with Tab, to be read; the focus mark frames it
}

QWidget *AlgorithmDataView::inScrollArea()
{
    auto *scroll = new QScrollArea(parentWidget());
    scroll->setWidget(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the data, not to the area holding them
    return scroll;
}

QSize AlgorithmDataView::sizeHint() const
{
    return { 420, 200 };
}

QSize AlgorithmDataView::minimumSizeHint() const
{
    return { 200, 120 };
}

void AlgorithmDataView::setAlgorithm(AlgorithmId algorithm)
{
    m_algorithm = algorithm;
    update();
}

void AlgorithmDataView::setDominationQueens(int k)
{
    m_dominationQueens = k;
    update();
}

void AlgorithmDataView::setTheme(const Theme &theme)
{
    m_theme = theme;
    update();
}

void AlgorithmDataView::setCodeInSight(bool inSight)
{
    m_codeInSight = inSight;
    update();
}

void AlgorithmDataView::showState(const PlayState &state)
{
    m_state = state;
    update();
}

void AlgorithmDataView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.fillRect(rect(), palette().color(QPalette::Window));
    if (m_state.n <= 0)
        return;
    // What is drawn is the algorithm's own: app/studio/algorithms.
    DataCanvas canvas(p, *this, m_theme, m_dominationQueens);
    canvas.setCodeInSight(m_codeInSight);
    AlgorithmView::of(m_algorithm).paintData(canvas, m_state);
    m_words = canvas.words();
    // Rows of cells wrap rather than shrink: the panel asks for the height they take, and its
    // scroll area scrolls when the dock is lower.
    const int needed = std::max(minimumSizeHint().height(), int(std::ceil(canvas.bottom())) + 4);
    if (needed != minimumHeight()) {
        setMinimumHeight(needed);
        emit neededHeightChanged(needed);
    }
}

int AlgorithmDataView::neededHeight(int width, int room, const QFont &given) const
{
    if (m_state.n <= 0)
        return minimumSizeHint().height();
    const QFont drawn = given == QFont() ? font() : given;
    QPicture picture;
    QPainter p(&picture);
    p.setFont(drawn);
    DataCanvas canvas(p, *this, m_theme, m_dominationQueens, QSize(width, room), drawn);
    canvas.setCodeInSight(m_codeInSight);
    AlgorithmView::of(m_algorithm).paintData(canvas, m_state);
    return std::max(minimumSizeHint().height(), int(std::ceil(canvas.bottom())) + 4);
}

void AlgorithmDataView::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this, [this](const RunDescription &run) {
        setAlgorithm(run.algorithm);
        if (run.isDomination())
            setDominationQueens(run.problem.queens);
    });
    connect(
        feed, &BoardFeed::shown, this,
        [this](const PlayState &state, const StepChange &, BoardFeed::Owner) { showState(state); });
}

void AlgorithmDataView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update(); // its words are drawn
    QWidget::changeEvent(event);
}

} // namespace nq
