// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace nq {

class LadderPage;

/// View > Compare Algorithms: a window of its own beside the board, with the ladder of work
/// (filled when first shown).
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);
    LadderPage *ladder() const { return m_ladder; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    LadderPage *m_ladder;
    bool m_filledOnce = false;
};

} // namespace nq
