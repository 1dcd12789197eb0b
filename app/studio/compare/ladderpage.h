// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare/ladderexport.h"
#include "compare/ladderfigures.h"

#include <QWidget>

#include <memory>
#include <mutex>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace nq {

class BackgroundJob;
class LadderChart;

/**
 * The Compare window's ladder: from 4 x 4 up to a chosen size, the work each algorithm does to
 * find all solutions (or the first), boards or nodes visited, squares tested or time, on a
 * logarithmic axis beside n^n and n!, with the same figures in a table. Filled behind the
 * window by the algorithms' own event-free runs, with progress and cancel; sizes past the time
 * allowed are estimated by Knuth's method (dashed) or left out, and a note says which.
 */
class LadderPage : public QWidget
{
    Q_OBJECT
public:
    explicit LadderPage(QWidget *parent = nullptr);
    ~LadderPage() override;

    /// Fills the ladder for the sizes and work chosen (a fill under way is given up first).
    void fill();
    void cancel();
    bool isFilling() const { return m_job != nullptr; }
    void setTo(int n);
    void setFirst(bool first);
    void setMeasure(LadderMeasure measure);
    LadderMeasure measure() const;
    const std::vector<LadderRung> &rungs() const { return m_rungs; }
    LadderChart *chart() const { return m_chart; }
    QTableWidget *table() const { return m_table; }
    QLabel *note() const { return m_note; }
    /// Writes the chart (PNG, SVG, PDF) or the table (CSV) to `path`.
    bool exportTo(const QString &path, QString *error);

signals:
    /// The ladder was filled (or its fill given up: what was made is shown).
    void filled();

protected:
    void changeEvent(QEvent *event) override;
    /// The first show fills the ladder; a later one draws what came while it was hidden.
    void showEvent(QShowEvent *event) override;

private:
    // What the job has made so far, shared with its thread.
    struct Made
    {
        std::mutex mutex;
        std::vector<LadderRung> rungs;
    };
    void retranslate();
    void takeMade();
    /// Draws the rungs in the chart and the table, or, while the page is hidden (a race on
    /// the next tab), only notes that they changed: the GUI thread is the race's.
    void showRungs();
    void drawRungs();
    void onFinished();
    void chooseExport(LadderExport::Format format);

    QSpinBox *m_to;
    QComboBox *m_work;
    QComboBox *m_measure;
    QPushButton *m_fill;
    QProgressBar *m_progress;
    QToolButton *m_export;
    QLabel *m_toLabel;
    QLabel *m_note;
    LadderChart *m_chart;
    QTableWidget *m_table;
    BackgroundJob *m_job = nullptr;
    std::shared_ptr<Made> m_made;
    LadderSpec m_spec;
    std::vector<LadderRung> m_rungs;
    bool m_filledOnce = false;
    bool m_stale = false;
};

} // namespace nq
