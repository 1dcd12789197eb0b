// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QWidget>

class QTabWidget;

namespace nq {

class EstimatePage;
class LadderPage;
class RacePage;

/// View > Compare Algorithms: a window of its own beside the board, with the ladder of work
/// (filled when first shown), the race and Knuth's estimate of the tree; F11 puts it full screen
/// for a projector.
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);
    LadderPage *ladder() const { return m_ladder; }
    RacePage *race() const { return m_race; }
    EstimatePage *estimate() const { return m_estimate; }
    /// Shows the race's page (else the ladder's).
    void showRace();
    /// F11: full screen with the words at the main window's projector sizes (kProjectorPx on
    /// 768 rows), or back to the desk's.
    void setPresenting(bool on);
    static constexpr int kProjectorPx = 20;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTabWidget *m_tabs;
    LadderPage *m_ladder;
    RacePage *m_race;
    EstimatePage *m_estimate;
    QFont m_deskFont;
};

} // namespace nq
