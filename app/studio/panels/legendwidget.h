// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QWidget>

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
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    bool m_domination = false;
    QSvgRenderer *m_queen;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
