// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include "boardpainter.h"

#include <QWidget>

#include <utility>
#include <vector>

class QLabel;
class QSvgRenderer;

namespace nq {

/// What the marks on the board mean, each drawn exactly as the board draws it.
class BoardFeed;

class LegendWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LegendWidget(QSvgRenderer *queen, QWidget *parent = nullptr);
    /// Follows the board: each run's problem says which marks it shows.
    void follow(BoardFeed *feed);
    void setTheme(const Theme &theme);
    /// Domination shows coverage marks instead of attacks.
    void setDomination(bool on);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static constexpr int kUnshownWidth = 280;
    int lineHeight() const;
    void relayout();
    /// The marks shown, each with its words.
    std::vector<std::pair<BoardPainter::Mark, QString>> rows() const;
    /// The words' box of each row at the current width: wrapped, never cut.
    QRect wordsBox(const QString &text, int top) const;
    int rowHeight(const QString &text) const;

    QLabel *m_note; // how rows and columns are counted, wrapped below the marks
    bool m_domination = false;
    QSvgRenderer *m_queen;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
