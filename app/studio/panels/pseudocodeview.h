// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"

#include <QListWidget>

#include <vector>

class QTextLayout;

namespace nq {

class BoardFeed;

/// The pseudocode of the current algorithm with the line of the current step highlighted.
class PseudocodeView : public QListWidget
{
    Q_OBJECT
public:
    explicit PseudocodeView(QWidget *parent = nullptr);
    /// The code's font: monospace in every language (its indentation is its nesting), only the
    /// Japanese and Chinese words falling back to a CJK font. The system's fixed font for a CJK
    /// locale may be a proportional CJK one, whose narrow spaces flatten the nesting, so a
    /// monospace family comes first.
    static QFont codeFont();
    /// Follows the board: prepares for each run and highlights the line of each step of the run.
    void follow(BoardFeed *feed);
    void setLines(const QStringList &lines);
    /// Highlights `line` (-1: none).
    void setCurrentLine(int line);
    /// The height the view takes to show every line whole, unscrolled, at `width` (its frame
    /// included) in `font` (its own when none), whichever line is highlighted (in bold).
    int heightFor(int width, const QFont &font = {}) const;
    int currentLine() const { return m_line; }
    void setHighlightColor(const QColor &color);
    /// The breakpoints drawn in the gutter, by line: none, a filled disc (enabled) or a hollow
    /// one (disabled); lines past the list have none.
    enum class Mark { None, Enabled, Disabled };
    void setBreakpointMarks(const std::vector<Mark> &marks);
    Mark markAt(int line) const;
    /// The gutter's width, left of the line numbers (a click there sets a breakpoint), in
    /// `font` (its own when none).
    int gutterWidth(const QFont &font = {}) const;
    /// The line under the keyboard's cursor (the list's current item), or -1.
    int cursorLine() const { return currentRow(); }
    /// A line made ready to wrap only between clauses, never inside an expression: a space may
    /// break only outside brackets, after ':', ';' or ',', before 'or', 'and' and '#', or
    /// between two words of prose of two letters or more, and never after the first word;
    /// every other space is a no-break space, and every sign holds on to what follows.
    static QString breakBetweenClauses(const QString &line);
    /// Lays a line of the view out in lines of `width` (as painted and measured); returns their
    /// height. Where a clause alone is wider than that, its words part at spaces, never a word.
    static qreal layOut(QTextLayout &layout, const QString &text, const QFont &font, int width);
    /// True when a line of the layout starts inside a word (Latin letters or figures on both
    /// sides of the break; between Chinese or Japanese characters a break is ordinary).
    static bool splitsAWord(const QTextLayout &layout);

signals:
    /// The gutter of `line` was clicked.
    void gutterClicked(int line);

protected:
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    int m_line = -1;
    QColor m_highlight { 0x00, 0x72, 0xb2 };
    std::vector<Mark> m_marks;
    void applyMarks();
};

} // namespace nq
