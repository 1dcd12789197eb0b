// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/nodepreview.h"

#include "boardrenderer.h"

#include <QImage>
#include <QPixmap>

namespace nq {

namespace {
constexpr int kPreviewSide = 132;
} // namespace

NodePreview::NodePreview(QWidget *parent) : QLabel(parent)
{
    setFrameShape(QFrame::Box);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    hide();
}

void NodePreview::dismiss()
{
    hide();
    m_node = -1;
}

void NodePreview::showNode(const SearchTree &tree, std::int32_t id, std::int64_t step,
                           const Theme &theme, QPoint at)
{
    if (id != m_node) {
        m_node = id;
        BoardPicture picture;
        picture.theme = theme;
        picture.coordinates = false;
        picture.board.assign(std::size_t(tree.n()), -1);
        const std::vector<Square> queens = tree.squares(id);
        bool sharedRow = false;
        for (const Square &q : queens) {
            sharedRow = sharedRow || picture.board[std::size_t(q.row)] >= 0;
            picture.board[std::size_t(q.row)] = q.col;
        }
        if (sharedRow) { // domination: several queens to a row
            picture.board.assign(std::size_t(tree.n()), -1);
            picture.squareSet = true;
            picture.queens = queens;
        }
        const qreal ratio = devicePixelRatioF();
        QImage image = BoardRenderer::image(picture, int(kPreviewSide * ratio));
        image.setDevicePixelRatio(ratio);
        setPixmap(QPixmap::fromImage(image));
        adjustSize();
        setToolTip(tree.describe(id, step));
    }
    // Beside the pointer, inside the parent.
    const QSize room = parentWidget()->size();
    QPoint where = at + QPoint(16, 16);
    if (where.x() + width() > room.width())
        where.setX(at.x() - 16 - width());
    if (where.y() + height() > room.height())
        where.setY(at.y() - 16 - height());
    move(where);
    show();
    raise();
}

} // namespace nq
