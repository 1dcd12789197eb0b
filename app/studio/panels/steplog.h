// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractScrollArea>
#include <QElapsedTimer>
#include <QFont>
#include <QHash>
#include <QStringList>

#include <cstdint>

namespace nq {

class BoardFeed;
class StepTexts;

/**
 * The run's history as a list: one row per step from the first to the current one, which is
 * selected and, while the view follows the run, the last row shown. It can be scrolled back
 * through the whole run; only the rows in sight are drawn, their words made on demand by
 * StepTexts (so they follow the language). Clicking a row asks to go to that step.
 */
class StepLog : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit StepLog(StepTexts *texts, QWidget *parent = nullptr);
    /// Follows the board: a new run empties it, each step of the run is its current row.
    void follow(BoardFeed *feed);

    /// The run is at `step` (0: its start): its row is brought into sight (a hand scroll lasts
    /// until the next move of the run). The rows are the steps up to the furthest the run has
    /// been; those after the current one are greyed.
    void setCurrent(std::int64_t step);
    std::int64_t current() const { return m_current; }
    /// False while the board shows a picked or hand-made board: the run's row is only outlined.
    bool runShown() const { return m_runShown; }
    /// The last row: the furthest step the run has been to.
    std::int64_t rows() const { return m_rows; }
    /// The first step in sight, and how many rows fit.
    std::int64_t firstShown() const { return m_top + 1; }
    int rowsInSight() const;
    /// A new run: no rows.
    void reset();
    /// Scrolls so that `step` is in sight (until the run next moves).
    void showStep(std::int64_t step);
    /// The words of the row of `step` as drawn now (empty while its page is being replayed).
    QString rowText(std::int64_t step) const;
    /// Where the row of `step` is on the screen (for screen readers).
    QRect rowRect(std::int64_t step) const;
    /// Lines of words the row of `step` gets: as many as its words need at this width (up to
    /// kMaxLines), so a caption is read whole and a short one wastes no room, in any language.
    int linesOf(std::int64_t step) const;
    /// The width a row's words are wrapped at.
    int wordsWidth() const;
    /// Lines the words of the row of `step` take at that width, with no limit (0 while its page
    /// is being replayed): more than linesOf() and the row is cut short.
    int linesNeeded(std::int64_t step) const;
    static constexpr int kMaxLines = 4;

signals:
    /// A row was clicked or chosen with Enter: go to that step.
    void stepChosen(qint64 step);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool event(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    static constexpr int kPadding = 4; // around a row's text
    /// `text` broken at word boundaries into at most `lines` lines of `width`, the last one
    /// elided when the text goes on.
    static QStringList wrapped(const QString &text, const QFont &font, int width, int lines);
    int rowHeight(std::int64_t step) const;
    /// The first row in sight (from 0) when `row` is the last whole one; the last such top.
    std::int64_t topShowing(std::int64_t row) const;
    std::int64_t maxTop() const;

    int numberWidth() const;
    std::int64_t stepAt(int y) const;
    void updateScrollBar();
    void setTop(std::int64_t top);

    StepTexts *m_texts;
    /// Lays the rows out again (a new width, font or row height), the current row in sight.
    void relayout();
    void bringCurrentIntoSight();

    std::int64_t m_rows = 0;
    std::int64_t m_current = 0;
    bool m_runShown = true;
    std::int64_t m_top = 0; // index of the first row in sight (row i is step i + 1)
    std::int64_t m_scale = 1; // rows per scroll bar unit, for runs past 2^30 steps
    bool m_settingBar = false;
    QElapsedTimer m_told; // when screen readers were last told the rows changed
    // Each row's lines, measured at a width and font.
    mutable QHash<std::int64_t, int> m_lineCache;
    mutable int m_cacheWidth = -1;
    mutable QFont m_cacheFont;
};

} // namespace nq
