// SPDX-License-Identifier: GPL-3.0-or-later
#include "theme.h"

#include <cmath>

namespace nq {

Theme Theme::of(Kind kind)
{
    Theme t;
    t.kind = kind;
    switch (kind) {
    case Light:
        t.background = QColor(0xf4, 0xf1, 0xea);
        t.lightSquare = QColor(0xf0, 0xe6, 0xd2);
        t.darkSquare = QColor(0xb5, 0x9a, 0x78);
        t.coordinates = QColor(0x3a, 0x33, 0x2b);
        t.attack = QColor(0xe6, 0x9f, 0x00); // orange
        t.consider = QColor(0x00, 0x72, 0xb2); // blue
        t.conflict = QColor(0xd5, 0x5e, 0x00); // vermillion
        t.solution = QColor(0x00, 0x9e, 0x73); // bluish green
        t.uncovered = QColor(0xcc, 0x79, 0xa7); // reddish purple
        t.queen = QColor(0x1d, 0x1d, 0x27);
        t.queenOutline = QColor(0xff, 0xff, 0xff);
        break;
    case Dark:
        t.background = QColor(0x1e, 0x1f, 0x24);
        t.lightSquare = QColor(0x6b, 0x6f, 0x7a);
        t.darkSquare = QColor(0x3b, 0x3e, 0x47);
        t.coordinates = QColor(0xe0, 0xe0, 0xe6);
        t.attack = QColor(0xf0, 0xb4, 0x29);
        t.consider = QColor(0x56, 0xb4, 0xe9); // sky blue
        t.conflict = QColor(0xff, 0x7a, 0x2e);
        t.solution = QColor(0x2a, 0xd4, 0x9f);
        t.uncovered = QColor(0xe8, 0x9c, 0xc8);
        t.queen = QColor(0xf7, 0xf3, 0xe8);
        t.queenOutline = QColor(0x10, 0x10, 0x14);
        break;
    case Print:
        t.background = Qt::white;
        t.lightSquare = Qt::white;
        t.darkSquare = QColor(0xc8, 0xc8, 0xc8);
        t.coordinates = Qt::black;
        t.attack = QColor(0x80, 0x80, 0x80);
        t.consider = Qt::black;
        t.conflict = QColor(0x40, 0x40, 0x40);
        t.solution = Qt::black;
        t.uncovered = Qt::black;
        t.queen = Qt::black;
        t.queenOutline = Qt::white;
        break;
    }
    return t;
}

QString Theme::name(Kind kind)
{
    switch (kind) {
    case Light:
        return tr("Light");
    case Dark:
        return tr("Dark");
    case Print:
        return tr("Print");
    }
    return {};
}

namespace {
double luminance(const QColor &c)
{
    auto channel
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF())
        + 0.0722 * channel(rgb.blueF());
}
} // namespace

double Theme::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Theme::inkOn(const QColor &background)
{
    return contrast(Qt::black, background) >= contrast(Qt::white, background) ? QColor(Qt::black)
                                                                              : QColor(Qt::white);
}

} // namespace nq
