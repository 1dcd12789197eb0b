// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/treeview.h"

#include "tree/nodepreview.h"
#include "tree/treesight.h"

#include "treepicture.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

namespace nq {

namespace {
constexpr qreal kMinZoom = 0.02;
constexpr qreal kMaxZoom = 3.0;
} // namespace

TreeView::TreeView(QWidget *parent) : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    setAccessibleName(tr("Search tree"));
    m_preview = new NodePreview(viewport());
}

void TreeView::setLitPath(std::vector<std::int32_t> path)
{
    m_lit = std::move(path);
    if (!m_lit.empty())
        reveal(m_lit.back());
    viewport()->update();
}

void TreeView::setTree(std::shared_ptr<const SearchTree> tree)
{
    m_lit.clear();
    m_tree = std::move(tree);
    m_folds.reset(m_tree.get());
    m_focus = 0;
    m_preview->dismiss();
    relayout();
    resetZoom();
    viewport()->update();
}

void TreeView::relayout()
{
    m_layout = m_tree ? std::make_unique<TreeLayout>(*m_tree, -1, m_folds.flags()) : nullptr;
    updateScrollBars();
}

void TreeView::setStep(std::int64_t step)
{
    m_step = step;
    if (m_tree && m_layout) {
        const std::int32_t current = m_tree->currentAt(step);
        // The keyboard's node follows the run: a screen reader reads where the search stands
        // (the arrows move it, and take the run there).
        if (current != m_focus)
            setFocusedNode(current);
        else
            updateDescription();
        revealCurrent();
    }
    viewport()->update();
}

void TreeView::revealCurrent()
{
    if (!m_tree || !m_layout)
        return;
    // The current node may lie inside a folded subtree: its folded ancestor is shown.
    std::int32_t shown = m_tree->currentAt(m_step);
    while (shown > 0 && !m_layout->isShown(shown))
        shown = m_tree->node(shown).parent;
    reveal(shown);
}

void TreeView::setTheme(const Theme &theme)
{
    m_theme = theme;
    viewport()->update();
}

bool TreeView::isFolded(std::int32_t id) const
{
    return m_folds.isFolded(id);
}

void TreeView::setFolded(std::int32_t id, bool folded)
{
    if (!m_folds.set(id, folded))
        return;
    relayout();
    reveal(id);
    viewport()->update();
}

void TreeView::unfoldOneLevel(std::int32_t id)
{
    if (!m_folds.unfoldOneLevel(id))
        return;
    relayout();
    reveal(id);
    viewport()->update();
}

void TreeView::foldFinished()
{
    if (!m_tree)
        return;
    m_folds.foldFinished(m_step);
    relayout();
    revealCurrent(); // the places moved: the search's node stays in sight (blank before)
    viewport()->update();
}

void TreeView::unfoldAll()
{
    m_folds.unfoldAll();
    relayout();
    revealCurrent();
    viewport()->update();
}

void TreeView::zoomBy(qreal factor)
{
    const QPointF centre(horizontalScrollBar()->value() + viewport()->width() / 2.0,
                         verticalScrollBar()->value() + viewport()->height() / 2.0);
    const qreal old = m_zoom;
    m_zoom = std::clamp(m_zoom * factor, kMinZoom, kMaxZoom);
    updateScrollBars();
    horizontalScrollBar()->setValue(int(centre.x() * m_zoom / old - viewport()->width() / 2.0));
    verticalScrollBar()->setValue(int(centre.y() * m_zoom / old - viewport()->height() / 2.0));
    viewport()->update();
}

void TreeView::resetZoom()
{
    // The whole width in sight when that leaves the labels readable, else labels at their size.
    if (m_layout) {
        const QSizeF size = TreePicture::size(*m_layout);
        const qreal fit
            = std::min(viewport()->width() / size.width(), viewport()->height() / size.height());
        m_zoom = std::clamp(fit, m_leastZoom, std::max(m_leastZoom, 1.4));
    } else {
        m_zoom = 1.0;
    }
    updateScrollBars();
    revealCurrent();
    viewport()->update();
}

void TreeView::updateScrollBars()
{
    const QSizeF size = m_layout ? TreePicture::size(*m_layout) * m_zoom : QSizeF();
    horizontalScrollBar()->setRange(0, std::max(0, int(size.width()) - viewport()->width()));
    verticalScrollBar()->setRange(0, std::max(0, int(size.height()) - viewport()->height()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    verticalScrollBar()->setPageStep(viewport()->height());
}

QPointF TreeView::scenePoint(std::int32_t id) const
{
    return TreePicture::centre(*m_tree, *m_layout, id) * m_zoom;
}

QPointF TreeView::viewportPoint(std::int32_t id) const
{
    return scenePoint(id) - QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
}

void TreeView::reveal(std::int32_t id)
{
    if (!m_layout || !m_layout->isShown(id))
        return;
    const QPointF p = viewportPoint(id);
    const qreal margin = TreePicture::kRadius * m_zoom * 2;
    const QRectF sight = QRectF(viewport()->rect()).adjusted(margin, margin, -margin, -margin);
    if (sight.contains(p))
        return;
    const QPointF at = scenePoint(id);
    horizontalScrollBar()->setValue(int(at.x() - viewport()->width() / 2.0));
    verticalScrollBar()->setValue(int(at.y() - viewport()->height() / 2.0));
}

std::int32_t TreeView::nodeAt(QPoint point) const
{
    if (!m_layout)
        return -1;
    const QPointF scene
        = (QPointF(point) + QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value()))
        / m_zoom;
    const qreal r = TreePicture::kRadius;
    const int depth
        = int(std::lround((scene.y() - TreePicture::kMargin - r) / TreePicture::kLevel));
    if (depth < 0 || depth >= m_layout->depths())
        return -1;
    const auto &row = m_layout->row(depth);
    const float x
        = float((scene.x() - TreePicture::kMargin - TreePicture::kSlot / 2) / TreePicture::kSlot);
    auto it = std::lower_bound(row.begin(), row.end(), x,
                               [&](std::int32_t id, float v) { return m_layout->x(id) < v; });
    std::int32_t best = -1;
    qreal bestDistance = r * r;
    for (auto at : { it, it == row.begin() ? it : std::prev(it) }) {
        if (at == row.end() || m_tree->node(*at).entered > m_step)
            continue;
        const QPointF d = TreePicture::centre(*m_tree, *m_layout, *at) - scene;
        if (QPointF::dotProduct(d, d) <= bestDistance) {
            bestDistance = QPointF::dotProduct(d, d);
            best = *at;
        }
    }
    return best;
}

bool TreeView::event(QEvent *event)
{
    // While the tree has the keyboard, its keys are its own: the window's shortcuts (the arrows
    // step the run, Space plays, Ctrl++ zooms the board) wait.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int k = key->key();
        const bool zoom = (key->modifiers() & Qt::ControlModifier)
            && (k == Qt::Key_Plus || k == Qt::Key_Equal || k == Qt::Key_Minus || k == Qt::Key_0);
        const bool moves = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier
            && (k == Qt::Key_Up || k == Qt::Key_Down || k == Qt::Key_Left || k == Qt::Key_Right
                || k == Qt::Key_Home || k == Qt::Key_Space || k == Qt::Key_Return
                || k == Qt::Key_Enter || k == Qt::Key_Minus || k == Qt::Key_Plus);
        if (m_tree && (zoom || moves)) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

void TreeView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    const TreePicture::Colours colours = TreePicture::colours(m_theme);
    painter.fillRect(viewport()->rect(), colours.background);
    if (!m_tree || !m_layout)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF offset(horizontalScrollBar()->value(), verticalScrollBar()->value());
    painter.translate(-offset);
    const QRectF sight(offset, QSizeF(viewport()->size()));
    TreeSight(*m_tree, *m_layout, m_zoom, m_step).paint(painter, sight, colours);
    const qreal r = TreePicture::kRadius * m_zoom;
    // A lit path: a broad line from node to node, each ringed, the last ringed twice.
    const QColor lit(0xE6, 0x9F, 0x00);
    painter.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < m_lit.size(); ++i) {
        if (!m_layout->isShown(m_lit[i]))
            break;
        painter.setPen(QPen(lit, std::max<qreal>(3, r * 0.6), Qt::SolidLine, Qt::RoundCap));
        if (i > 0)
            painter.drawLine(scenePoint(m_lit[i - 1]), scenePoint(m_lit[i]));
        const qreal ring = r + 3 + (i + 1 == m_lit.size() ? 3 : 0);
        painter.drawEllipse(scenePoint(m_lit[i]), ring, ring);
    }
    if (hasFocus() && m_layout->isShown(m_focus) && m_tree->node(m_focus).entered <= m_step) {
        painter.setPen(QPen(colours.text, 1.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        const qreal f = r + 4;
        painter.drawRect(QRectF(scenePoint(m_focus) - QPointF(f, f), QSizeF(2 * f, 2 * f)));
    }
}

void TreeView::choose(std::int32_t id)
{
    if (!m_tree || id < 0)
        return;
    setFocusedNode(id);
    emit stepChosen(m_tree->node(id).entered);
}

void TreeView::setFocusedNode(std::int32_t id)
{
    if (!m_tree || id < 0 || std::size_t(id) >= m_tree->nodes().size())
        return;
    m_focus = id;
    updateDescription();
    reveal(id);
    viewport()->update();
}

void TreeView::updateDescription()
{
    const QString text = m_tree ? m_tree->describe(m_focus, m_step) : QString();
    if (text == accessibleDescription())
        return;
    setAccessibleDescription(text);
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void TreeView::mousePressEvent(QMouseEvent *event)
{
    const std::int32_t id = nodeAt(event->position().toPoint());
    if (id < 0)
        return QAbstractScrollArea::mousePressEvent(event);
    if (event->button() == Qt::RightButton) {
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        if (isFolded(id)) {
            menu->addAction(tr("Unfold"), this, [this, id] { unfoldOneLevel(id); });
            menu->addAction(tr("Unfold All Below"), this, [this, id] { setFolded(id, false); });
        } else if (m_tree->node(id).children > 0 && id > 0)
            menu->addAction(tr("Fold This Subtree"), this, [this, id] { setFolded(id, true); });
        menu->addAction(tr("Go to This Step"), this, [this, id] { choose(id); });
        menu->popup(event->globalPosition().toPoint());
        return;
    }
    if (isFolded(id)) {
        setFocusedNode(id);
        unfoldOneLevel(id);
        return;
    }
    choose(id);
}

void TreeView::mouseMoveEvent(QMouseEvent *event)
{
    const std::int32_t id = nodeAt(event->position().toPoint());
    if (id <= 0) {
        m_preview->dismiss();
    } else {
        m_preview->showNode(*m_tree, id, m_step, m_theme, event->position().toPoint());
    }
    QAbstractScrollArea::mouseMoveEvent(event);
}

void TreeView::leaveEvent(QEvent *event)
{
    m_preview->dismiss();
    QAbstractScrollArea::leaveEvent(event);
}

void TreeView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int steps = event->angleDelta().y() / 120;
        if (steps != 0)
            zoomBy(std::pow(1.2, steps));
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void TreeView::keyPressEvent(QKeyEvent *event)
{
    if (!m_tree)
        return QAbstractScrollArea::keyPressEvent(event);
    const int key = event->key();
    if (event->modifiers() & Qt::ControlModifier) {
        if (key == Qt::Key_Plus || key == Qt::Key_Equal)
            return zoomBy(1.25);
        if (key == Qt::Key_Minus)
            return zoomBy(0.8);
        if (key == Qt::Key_0)
            return resetZoom();
    }
    switch (key) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
        if (const std::int32_t next = m_folds.neighbour(m_focus, key); next >= 0)
            choose(next);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (isFolded(m_focus))
            unfoldOneLevel(m_focus);
        else
            choose(m_focus);
        return;
    case Qt::Key_Minus:
        setFolded(m_focus, true);
        return;
    case Qt::Key_Plus:
        setFolded(m_focus, false);
        return;
    default:
        QAbstractScrollArea::keyPressEvent(event);
    }
}

void TreeView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void TreeView::scrollContentsBy(int, int)
{
    viewport()->update();
}

} // namespace nq
