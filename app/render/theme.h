// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace nq {

/// The colours of the board and its marks. The marks differ in shape as well as colour (outline,
/// cross, hatching, frame), and the hues come from the Okabe-Ito palette, so they stay apart for
/// colour-blind viewers.
struct Theme
{
    Q_DECLARE_TR_FUNCTIONS(nq::Theme)
public:
    enum Kind { Light, Dark, Print };

    Kind kind = Light;
    QColor background;
    QColor lightSquare;
    QColor darkSquare;
    QColor coordinates;
    QColor attack; ///< attacked squares: a tint and a small cross
    QColor consider; ///< the square being tested: a thick outline
    QColor conflict; ///< an attacked tested square: hatching, and a line to its attacker
    QColor solution; ///< a solved board: a frame
    QColor uncovered; ///< domination: a square no queen covers yet: a tint and a ring
    QColor queen;
    QColor queenOutline;

    /// The theme of this kind.
    static Theme of(Kind kind);
    /// The theme's name in the current language.
    static QString name(Kind kind);

    /// WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white).
    static double contrast(const QColor &a, const QColor &b);
    /// Black or white, whichever reads better on `background`.
    static QColor inkOn(const QColor &background);
    /// Text on a cell or line filled with `consider` (the highlight of the step).
    QColor onConsider() const { return inkOn(consider); }
};

} // namespace nq
