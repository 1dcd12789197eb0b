// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "codelisting.h"
#include "panels/pseudocodeview.h"

#include <QPlainTextEdit>

#include <optional>

class QSyntaxHighlighter;

namespace nq {

class BoardFeed;

/**
 * The Code tab: the current algorithm as a program in C++ or Python (CodeListing), monospaced
 * and highlighted in the theme's colours, with a gutter of line numbers and breakpoints. The
 * line that carries out the step shown is lit, as in the pseudocode; a click in the gutter of
 * a mapped line sets the same breakpoint as on its pseudocode line. Copy Code and Save Code As…
 * hand the program to students.
 */
class CodeView : public QPlainTextEdit
{
    Q_OBJECT
public:
    CodeView(CodeListing::Language language, QWidget *parent = nullptr);
    /// Follows the board: the listing of each run's algorithm, the line of each step.
    void follow(BoardFeed *feed);
    CodeListing::Language language() const { return m_language; }
    const std::optional<CodeListing> &listing() const { return m_listing; }
    /// Marks by pseudocode line, as the pseudocode's gutter draws them.
    void setBreakpointMarks(const std::vector<PseudocodeView::Mark> &marks);
    /// The listing line lit (0-based), or -1.
    int currentLine() const { return m_current; }
    /// Lights the listing line of pseudocode line `line` (-1: none).
    void showPseudocodeLine(int line);
    /// The gutter's width and the listing line at a y of the view (for clicks and tests).
    int gutterWidth() const;
    int lineAt(int y) const;
    /// The y of a listing line's middle, in the view's coordinates.
    int lineCentre(int line) const;
    /// Sets the colours of the lit line and the highlighter's (dark: the dark theme's).
    void setColours(const QColor &highlight, bool dark);
    /// Asks where to save the program and writes it (whole or not at all).
    void saveAs();
    void copyAll();

signals:
    /// The gutter of a listing line mapped to pseudocode line `line` was clicked.
    void gutterClicked(int line);
    /// A word for the status bar.
    void message(const QString &text);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class CodeGutter;
    void paintGutter(QPaintEvent *event);
    void gutterPressed(int y);
    void load(AlgorithmId algorithm);
    void updateSelections();

    CodeListing::Language m_language;
    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    std::optional<CodeListing> m_listing;
    QWidget *m_gutter;
    QSyntaxHighlighter *m_highlighter;
    std::vector<PseudocodeView::Mark> m_marks;
    int m_current = -1;
    QColor m_highlight { 0x00, 0x72, 0xb2 };
};

} // namespace nq
