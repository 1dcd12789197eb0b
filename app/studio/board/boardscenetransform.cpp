// SPDX-License-Identifier: GPL-3.0-or-later
// The board's queens moving along a rotation or reflection (a member of a symmetry class shown
// as the image of another): the scene's one animation that is not a step of a run.
#include "board/boardscene.h"

#include "board/items/boarditem.h"
#include "board/items/queenitem.h"

#include <QVariantAnimation>
#include <QtMath>

#include <cmath>

namespace nq {

bool BoardScene::isTransforming() const
{
    return m_transform && m_transform->state() == QAbstractAnimation::Running;
}

void BoardScene::animateTransform(const Placement &from, const Placement &to, Transform t, int ms)
{
    showPlacement(from);
    if (t == Transform::Identity || int(from.size()) > BoardItem::kQueenItemsUpTo) {
        showPlacement(to);
        return;
    }
    moveQueensAlong(t, ms, [this, to] { showPlacement(to); });
}

void BoardScene::animateTransform(int n, const std::vector<Square> &from,
                                  const std::vector<Square> &to, Transform t, int ms)
{
    showSquareSet(n, from);
    if (t == Transform::Identity) {
        showSquareSet(n, to);
        return;
    }
    moveQueensAlong(t, ms, [this, n, to] { showSquareSet(n, to); });
}

void BoardScene::moveQueensAlong(Transform t, int ms, const std::function<void()> &finish)
{
    const qreal half = BoardItem::kSquare / 2;
    const QPointF centre = m_board->boardRect().center();
    struct Moving
    {
        QPointer<QueenItem> item;
        QPointF offset; // from the board's centre, at the start
    };
    std::vector<Moving> moving;
    for (const auto *items : { &m_queens, &m_squareQueens }) {
        for (QueenItem *q : *items) {
            if (q)
                moving.push_back({ q, q->pos() + QPointF(half, half) - centre });
        }
    }
    // Rotations turn about the centre; reflections fold across their axis (normal u).
    qreal angle = 0;
    QPointF normal;
    const qreal r = M_SQRT1_2;
    switch (t) {
    case Transform::Rotate90:
        angle = 90;
        break;
    case Transform::Rotate180:
        angle = 180;
        break;
    case Transform::Rotate270:
        angle = -90;
        break;
    case Transform::MirrorVertical:
        normal = QPointF(1, 0);
        break;
    case Transform::MirrorHorizontal:
        normal = QPointF(0, 1);
        break;
    case Transform::MainDiagonal:
        normal = QPointF(r, -r);
        break;
    case Transform::AntiDiagonal:
        normal = QPointF(r, r);
        break;
    case Transform::Identity:
        break;
    }
    if (!m_transform) {
        m_transform = new QVariantAnimation(this);
        m_transform->setStartValue(0.0);
        m_transform->setEndValue(1.0);
        m_transform->setEasingCurve(QEasingCurve::InOutCubic);
    }
    m_transform->stop();
    m_transform->disconnect(this);
    m_transform->setDuration(ms);
    connect(m_transform, &QVariantAnimation::valueChanged, this, [=](const QVariant &value) {
        const qreal f = value.toReal();
        const qreal phi = qDegreesToRadians(angle * f);
        const qreal fold = 1 - std::cos(M_PI * f);
        for (const Moving &m : moving) {
            if (!m.item)
                continue;
            QPointF p;
            if (angle != 0) {
                p = QPointF(m.offset.x() * std::cos(phi) - m.offset.y() * std::sin(phi),
                            m.offset.x() * std::sin(phi) + m.offset.y() * std::cos(phi));
            } else {
                const qreal d = m.offset.x() * normal.x() + m.offset.y() * normal.y();
                p = m.offset - fold * d * normal;
            }
            m.item->setPos(centre + p - QPointF(half, half));
        }
    });
    connect(m_transform, &QVariantAnimation::finished, this, finish);
    m_transform->start();
}

} // namespace nq
