// SPDX-License-Identifier: GPL-3.0-or-later
#include "actions/playbackicons.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace nq {

namespace {

// Draws the icon in a 24 x 24 box.
void draw(QPainter &p, PlaybackIcons::Kind kind)
{
    auto triangle = [&p](qreal x, qreal w, bool right) {
        QPainterPath path;
        if (right) {
            path.moveTo(x, 4);
            path.lineTo(x + w, 12);
            path.lineTo(x, 20);
        } else {
            path.moveTo(x + w, 4);
            path.lineTo(x, 12);
            path.lineTo(x + w, 20);
        }
        path.closeSubpath();
        p.drawPath(path);
    };
    auto bar = [&p](qreal x) { p.drawRect(QRectF(x, 4, 3, 16)); };
    switch (kind) {
    case PlaybackIcons::Play:
        triangle(6, 14, true);
        break;
    case PlaybackIcons::Pause:
        p.drawRect(QRectF(6, 4, 4.5, 16));
        p.drawRect(QRectF(13.5, 4, 4.5, 16));
        break;
    case PlaybackIcons::StepForward:
        triangle(5, 11, true);
        bar(17);
        break;
    case PlaybackIcons::StepBack:
        bar(4);
        triangle(8, 11, false);
        break;
    case PlaybackIcons::ToStart:
        bar(2);
        triangle(5, 8.5, false);
        triangle(13.5, 8.5, false);
        break;
    case PlaybackIcons::ToEnd:
        triangle(2, 8.5, true);
        triangle(10.5, 8.5, true);
        bar(19);
        break;
    case PlaybackIcons::NextSolution: {
        triangle(2, 9, true);
        // A small star: the solution ahead.
        QPainterPath star;
        const QPointF c(17, 12);
        for (int i = 0; i < 10; ++i) {
            const qreal r = i % 2 == 0 ? 6.5 : 2.8;
            const qreal a = -M_PI / 2 + i * M_PI / 5;
            const QPointF pt = c + QPointF(r * std::cos(a), r * std::sin(a));
            if (i == 0)
                star.moveTo(pt);
            else
                star.lineTo(pt);
        }
        star.closeSubpath();
        p.drawPath(star);
        break;
    }
    case PlaybackIcons::NextBacktrack: {
        triangle(2, 9, true);
        // A hooked arrow going back up.
        QPen pen = p.pen();
        pen.setWidthF(2.6);
        pen.setCapStyle(Qt::RoundCap);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        QPainterPath hook;
        hook.moveTo(14, 19);
        hook.lineTo(19, 19);
        hook.arcTo(QRectF(14, 9, 8, 10), -90, 180);
        hook.lineTo(13, 9);
        p.drawPath(hook);
        p.drawLine(QPointF(13, 9), QPointF(16, 6));
        p.drawLine(QPointF(13, 9), QPointF(16, 12));
        break;
    }
    case PlaybackIcons::Predict: {
        // A speech bubble with a question mark: the run asks.
        QPen pen = p.pen();
        pen.setWidthF(2.0);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        QPainterPath bubble;
        bubble.addRoundedRect(QRectF(2.5, 2.5, 19, 14), 4, 4);
        p.drawPath(bubble);
        p.setBrush(pen.color());
        QPainterPath tail;
        tail.moveTo(6, 16);
        tail.lineTo(6, 22);
        tail.lineTo(11.5, 16);
        tail.closeSubpath();
        p.drawPath(tail);
        p.setBrush(Qt::NoBrush);
        pen.setWidthF(2.2);
        pen.setCapStyle(Qt::RoundCap);
        p.setPen(pen);
        QPainterPath mark;
        mark.moveTo(9.5, 7.5);
        mark.cubicTo(9.5, 4.5, 14.5, 4.5, 14.5, 7.5);
        mark.cubicTo(14.5, 9.5, 12, 9.5, 12, 11.5);
        p.drawPath(mark);
        p.setBrush(pen.color());
        p.drawEllipse(QPointF(12, 14), 1.1, 1.1);
        break;
    }
    }
}

} // namespace

QIcon PlaybackIcons::icon(Kind kind, const QColor &color)
{
    // One icon per kind and colour for the program's life. A new QIcon each time (every play
    // and pause, every theme change) made Qt cache a new scaled pixmap each time: the pixmap
    // cache's bookkeeping grew without end, and an insert into it once held up the window for
    // 169 ms in the storm test.
    static QHash<QPair<int, QRgb>, QIcon> made;
    static const bool cleared = [] {
        qAddPostRoutine([] { made.clear(); }); // pixmaps go before the application does
        return true;
    }();
    Q_UNUSED(cleared);
    const QPair<int, QRgb> key { int(kind), color.rgba() };
    if (const auto it = made.constFind(key); it != made.cend())
        return it.value();
    QIcon icon;
    // The sizes the tool bars use (28 and 48) are drawn, not scaled.
    for (const int size : { 16, 24, 28, 32, 48, 64, 96 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 24.0, size / 24.0);
        p.setPen(QPen(color, 1.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(color);
        draw(p, kind);
        p.end();
        icon.addPixmap(pixmap);
    }
    made.insert(key, icon);
    return icon;
}

} // namespace nq
