// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepmarks.h"

#include "boardpainter.h"
#include "svgnumber.h"

#include <QPainter>
#include <QPainterPath>

namespace nq {

namespace {

bool onBoard(Square s, int n)
{
    return s.row >= 0 && s.row < n && s.col >= 0 && s.col < n;
}

QRectF squareAt(const QPointF &origin, qreal square, Square s)
{
    return QRectF(origin.x() + s.col * square, origin.y() + s.row * square, square, square);
}

QColor toCoverInk(const Theme &theme)
{
    return theme.uncovered.darker(theme.kind == Theme::Dark ? 90 : 150);
}

} // namespace

StepMarks StepMarks::after(const StoredEvent &last, bool squareSet, BoardMarker marker)
{
    StepMarks marks;
    marks.squareSet = squareSet;
    marks.last = last;
    marks.last.placement.clear(); // only the board needs it
    marks.marker = marker;
    return marks;
}

std::vector<StepMarks::Shape> StepMarks::shapes(int n) const
{
    std::vector<Shape> out;
    const Square at { last.row, last.col };
    const Square by { last.byRow, last.byCol };
    if (squareSet && last.kind == EventKind::Consider && onBoard(by, n))
        out.push_back({ Shape::ToCover, by });
    if (onBoard(at, n) && (last.kind == EventKind::Consider || last.kind == EventKind::Examine))
        out.push_back({ Shape::Tested, at });
    const bool failedCheck = last.kind == EventKind::Check && !last.ok && last.byRow >= 0;
    if (onBoard(at, n) && (last.kind == EventKind::Conflict || failedCheck)) {
        out.push_back({ Shape::Conflict, at });
        if (onBoard(by, n)) {
            out.push_back({ Shape::AttackLine, at, by });
            out.push_back({ Shape::Attacker, by });
        }
    }
    if (onBoard(at, n) && last.kind == EventKind::Place)
        out.push_back({ Shape::Placed, at });
    if (onBoard(at, n) && last.kind == EventKind::Remove)
        out.push_back({ Shape::Lifted, at });
    if (onBoard(marker.asked, n))
        out.push_back({ Shape::Tested, marker.asked });
    for (Square s : marker.picked) {
        if (onBoard(s, n))
            out.push_back({ Shape::Picked, s });
    }
    if (onBoard(marker.wrong, n))
        out.push_back({ Shape::Wrong, marker.wrong });
    for (Square s : marker.right) {
        if (onBoard(s, n))
            out.push_back({ Shape::Hint, s });
    }
    if (marker.kind != BoardMarker::None && onBoard(marker.square, n))
        out.push_back(
            { marker.kind == BoardMarker::Cursor ? Shape::Cursor : Shape::Hint, marker.square });
    if (last.kind == EventKind::Solution)
        out.push_back({ Shape::SolutionFrame, {} });
    return out;
}

void StepMarks::paint(QPainter *painter, const std::vector<Shape> &shapes, int n,
                      const QPointF &origin, qreal square, const Theme &theme, qreal flash)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const Shape &shape : shapes) {
        const QRectF r = squareAt(origin, square, shape.square);
        switch (shape.kind) {
        case Shape::Tested:
            BoardPainter::paintConsider(painter, r, theme);
            break;
        case Shape::Conflict:
            BoardPainter::paintConflict(painter, r, theme, flash);
            break;
        case Shape::AttackLine: {
            QColor line = theme.conflict;
            line.setAlphaF(0.75 + 0.25 * flash);
            painter->setPen(QPen(line, square * (0.07 + 0.05 * flash), Qt::DashLine, Qt::RoundCap));
            painter->drawLine(squareAt(origin, square, shape.from).center(), r.center());
            break;
        }
        case Shape::Attacker:
            painter->setPen(QPen(theme.conflict, square * 0.07));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(
                r.adjusted(square * 0.06, square * 0.06, -square * 0.06, -square * 0.06));
            break;
        case Shape::SolutionFrame: {
            const qreal w = square * (0.10 + 0.06 * flash);
            const QRectF board(origin, QSizeF(n * square, n * square));
            BoardPainter::paintSolutionFrame(painter, board.adjusted(-w / 2, -w / 2, w / 2, w / 2),
                                             w, theme);
            break;
        }
        case Shape::Cursor:
            BoardPainter::paintCursor(painter, r, theme);
            break;
        case Shape::Placed:
            BoardPainter::paintPlaced(painter, r, theme);
            break;
        case Shape::Lifted:
            BoardPainter::paintLifted(painter, r, theme);
            break;
        case Shape::Hint:
            BoardPainter::paintHint(painter, r, theme);
            break;
        case Shape::Picked: {
            QColor fill = theme.consider;
            fill.setAlphaF(0.45);
            painter->fillRect(
                r.adjusted(square * 0.08, square * 0.08, -square * 0.08, -square * 0.08), fill);
            break;
        }
        case Shape::Wrong: {
            const qreal w = square * 0.10, in = square * 0.24;
            QPainterPath cross;
            cross.moveTo(r.topLeft() + QPointF(in, in));
            cross.lineTo(r.bottomRight() - QPointF(in, in));
            cross.moveTo(r.topRight() + QPointF(-in, in));
            cross.lineTo(r.bottomLeft() + QPointF(in, -in));
            BoardPainter::strokeWithHalo(painter, cross,
                                         QPen(theme.conflict, w, Qt::SolidLine, Qt::RoundCap),
                                         BoardPainter::haloWidth(square));
            break;
        }
        case Shape::ToCover: {
            const qreal w = square * 0.06;
            painter->setPen(QPen(toCoverInk(theme), w, Qt::DashLine, Qt::RoundCap));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(r.adjusted(w, w, -w, -w));
            break;
        }
        }
    }
    painter->restore();
}

QString StepMarks::svg(const std::vector<Shape> &shapes, int n, const QPointF &origin, qreal square,
                       const Theme &theme)
{
    QString out;
    const qreal halo = BoardPainter::haloWidth(square);
    // A line over its halo, as BoardPainter::strokeWithHalo draws it.
    const auto stroked = [&](const QString &element, const QColor &ink, qreal width,
                             const QString &extra) {
        for (const auto &[colour, w] : { std::pair { BoardPainter::haloFor(ink), width + 2 * halo },
                                         std::pair { ink, width } })
            out += QStringLiteral("<%1 fill=\"none\" stroke=\"%2\" stroke-width=\"%3\"%4/>\n")
                       .arg(element, colour.name(), svgNumber(w), extra);
    };
    for (const Shape &shape : shapes) {
        const QRectF r = squareAt(origin, square, shape.square);
        switch (shape.kind) {
        case Shape::Tested: {
            const qreal w = square * 0.09, inset = w / 2 + halo;
            const QRectF in = r.adjusted(inset, inset, -inset, -inset);
            stroked(QStringLiteral("rect class=\"tested\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                   "height=\"%3\"")
                        .arg(svgNumber(in.x()), svgNumber(in.y()), svgNumber(in.width())),
                    theme.consider, w, {});
            break;
        }
        case Shape::Conflict:
            out += QStringLiteral("<rect class=\"conflict\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                  "height=\"%3\" fill=\"%4\" fill-opacity=\"0.3\"/>\n"
                                  "<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%3\" "
                                  "fill=\"url(#hatch)\"/>\n")
                       .arg(svgNumber(r.x()), svgNumber(r.y()), svgNumber(r.width()),
                            theme.conflict.name());
            break;
        case Shape::AttackLine: {
            const QPointF a = squareAt(origin, square, shape.from).center(), b = r.center();
            out += QStringLiteral("<line class=\"attack-line\" x1=\"%1\" y1=\"%2\" x2=\"%3\" "
                                  "y2=\"%4\" stroke=\"%5\" stroke-opacity=\"0.75\" "
                                  "stroke-width=\"%6\" stroke-dasharray=\"%7\" "
                                  "stroke-linecap=\"round\"/>\n")
                       .arg(svgNumber(a.x()), svgNumber(a.y()), svgNumber(b.x()), svgNumber(b.y()),
                            theme.conflict.name(), svgNumber(square * 0.07),
                            svgNumber(square * 0.28));
            break;
        }
        case Shape::Attacker: {
            out += QStringLiteral("<circle class=\"attacker\" cx=\"%1\" cy=\"%2\" r=\"%3\" "
                                  "fill=\"none\" stroke=\"%4\" stroke-width=\"%5\"/>\n")
                       .arg(svgNumber(r.center().x()), svgNumber(r.center().y()),
                            svgNumber(square * 0.44), theme.conflict.name(),
                            svgNumber(square * 0.07));
            break;
        }
        case Shape::SolutionFrame: {
            const qreal w = square * 0.10;
            stroked(QStringLiteral("rect class=\"solution\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                   "height=\"%3\"")
                        .arg(svgNumber(origin.x() - w / 2), svgNumber(origin.y() - w / 2),
                             svgNumber(n * square + w)),
                    theme.solution, w, {});
            break;
        }
        case Shape::ToCover: {
            const qreal w = square * 0.06;
            const QRectF in = r.adjusted(w, w, -w, -w);
            out += QStringLiteral("<rect class=\"to-cover\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                  "height=\"%3\" fill=\"none\" stroke=\"%4\" stroke-width=\"%5\" "
                                  "stroke-dasharray=\"%6\" stroke-linecap=\"round\"/>\n")
                       .arg(svgNumber(in.x()), svgNumber(in.y()), svgNumber(in.width()),
                            toCoverInk(theme).name(), svgNumber(w), svgNumber(w * 4));
            break;
        }
        case Shape::Placed: {
            const qreal in = square * 0.04;
            out += QStringLiteral("<rect class=\"placed\" x=\"%1\" y=\"%2\" width=\"%3\" "
                                  "height=\"%3\" fill=\"%4\" fill-opacity=\"0.35\"/>\n")
                       .arg(svgNumber(r.x() + in), svgNumber(r.y() + in),
                            svgNumber(r.width() - 2 * in), theme.solution.name());
            break;
        }
        case Shape::Lifted: {
            const qreal w = square * 0.07;
            out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"%4\" "
                                  "fill-opacity=\"0.4\"/>\n")
                       .arg(svgNumber(r.center().x()), svgNumber(r.center().y()),
                            svgNumber(square * 0.34), BoardPainter::liftedInk(theme).name());
            stroked(QStringLiteral("circle class=\"lifted\" cx=\"%1\" cy=\"%2\" r=\"%3\"")
                        .arg(svgNumber(r.center().x()), svgNumber(r.center().y()),
                             svgNumber(square * 0.34)),
                    BoardPainter::liftedInk(theme), w,
                    QStringLiteral(" stroke-dasharray=\"%1\"").arg(svgNumber(w * 2)));
            break;
        }
        case Shape::Cursor:
        case Shape::Hint:
        case Shape::Picked:
        case Shape::Wrong:
            break; // the window's own aids: a picture of the board leaves them out
        }
    }
    return out;
}

} // namespace nq
