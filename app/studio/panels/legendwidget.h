// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QWidget>

class QLabel;
class QSvgRenderer;

namespace nq {

/// What the marks on the board mean, each drawn exactly as the board draws it.
class LegendWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LegendWidget(QSvgRenderer *queen, QWidget *parent = nullptr);
    void setTheme(const Theme &theme);
    /// Domination shows coverage marks instead of attacks.
    void setDomination(bool on);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int lineHeight() const;
    void relayout();

    QLabel *m_note; // how rows and columns are counted, wrapped below the marks
    bool m_domination = false;
    QSvgRenderer *m_queen;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
