// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/orbitview.h"

#include "boardrenderer.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace nq {

namespace {
constexpr int kImageSide = 150;
}

OrbitView::OrbitView(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Eight Images"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    auto *grid = new QGridLayout;
    for (int i = 0; i < 8; ++i) {
        m_images[i] = new QLabel(this);
        m_images[i]->setAlignment(Qt::AlignCenter);
        m_images[i]->setFrameShape(QFrame::Box);
        m_images[i]->setLineWidth(3);
        m_captions[i] = new QLabel(this);
        m_captions[i]->setWordWrap(true);
        m_captions[i]->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        m_captions[i]->setMaximumWidth(kImageSide + 40);
        grid->addWidget(m_images[i], (i / 4) * 2, i % 4, Qt::AlignHCenter);
        grid->addWidget(m_captions[i], (i / 4) * 2 + 1, i % 4);
    }
    layout->addLayout(grid);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString OrbitView::captionOf(int i) const
{
    const OrbitImage &image = m_orbit[std::size_t(i)];
    const QString name = image.transform == Transform::Identity
        ? tr("The board itself")
        : tr("The board %1").arg(Symmetry::name(image.transform));
    if (i == 0)
        return name;
    if (image.sameAs == 0)
        return tr("%1: the same board").arg(name);
    if (image.sameAs != i)
        return tr("%1: the same as image %2").arg(name).arg(image.sameAs + 1);
    return name;
}

QString OrbitView::summary() const
{
    int distinct = 0, fixing = 0;
    for (int i = 0; i < int(m_orbit.size()); ++i) {
        distinct += m_orbit[std::size_t(i)].sameAs == i;
        fixing += m_orbit[std::size_t(i)].sameAs == 0;
    }
    if (fixing == 1)
        return tr("All eight images are different boards: no symmetry leaves this one as it is, "
                  "so its class has 8 members.");
    return tr("%1 of the 8 symmetries leave this board as it is (framed), so only %2 images "
              "are different: its class has 8 / %1 = %2 members.")
        .arg(fixing)
        .arg(distinct);
}

QPixmap OrbitView::picture(int i) const
{
    return m_images[i]->pixmap();
}

void OrbitView::setBoard(const std::vector<Square> &queens, int n, bool squareSet,
                         const QString &name, const Theme &theme)
{
    m_orbit = Symmetry::orbit(queens, n);
    m_title->setText(tr("The eight images of %1").arg(name));
    for (int i = 0; i < 8; ++i) {
        const OrbitImage &image = m_orbit[std::size_t(i)];
        BoardPicture picture;
        picture.coordinates = false;
        picture.theme = theme;
        picture.board.assign(std::size_t(n), -1);
        if (squareSet) {
            picture.squareSet = true;
            picture.queens = image.squares;
        } else {
            for (const Square &q : image.squares)
                picture.board[std::size_t(q.row)] = q.col;
        }
        const qreal ratio = devicePixelRatioF();
        QImage drawn = BoardRenderer::image(picture, int(kImageSide * ratio));
        drawn.setDevicePixelRatio(ratio);
        m_images[i]->setPixmap(QPixmap::fromImage(drawn));
        // A symmetry of the board is framed in the highlight colour; the other images keep a
        // thin plain frame.
        const bool same = i > 0 && image.sameAs == 0;
        m_images[i]->setStyleSheet(
            same ? QStringLiteral("QLabel { border: 4px solid palette(highlight); }")
                 : QStringLiteral("QLabel { border: 1px solid palette(mid); }"));
        m_captions[i]->setText(captionOf(i));
        m_images[i]->setAccessibleName(captionOf(i));
    }
    m_summary->setText(summary());
}

} // namespace nq
