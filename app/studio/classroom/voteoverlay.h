// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QGraphicsItem>

#include <map>
#include <vector>

namespace nq {

struct Square;

/**
 * The class's votes on the projector's board, for a question answered with a square ("where
 * will the next queen go"): each square voted for shaded by its share of the votes, with its
 * count; after Reveal, the right squares ringed. It lies over the board item, in its units
 * (BoardItem::squareRect), and takes no clicks.
 */
class VoteOverlay : public QGraphicsItem
{
public:
    explicit VoteOverlay(QGraphicsItem *board);

    /// The votes by square (row, column) on a board `n` wide; empty hides the shading.
    void setVotes(int n, const std::map<std::pair<int, int>, int> &votes);
    /// The squares to ring (the right answer, once revealed); empty, none.
    void setRinged(const std::vector<std::pair<int, int>> &squares);
    void setColors(const QColor &shade, const QColor &ring, const QColor &ink);
    void clear();
    bool isEmpty() const { return m_votes.empty() && m_ringed.empty(); }
    int votesAt(int row, int col) const;
    const std::vector<std::pair<int, int>> &ringed() const { return m_ringed; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_n = 0;
    std::map<std::pair<int, int>, int> m_votes;
    std::vector<std::pair<int, int>> m_ringed;
    QColor m_shade { 0x15, 0x65, 0xc0 }, m_ring { 0x2e, 0x7d, 0x32 }, m_ink { Qt::black };
};

} // namespace nq
