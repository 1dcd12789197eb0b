// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare/probeframes.h"
#include "knuthestimate.h"

#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace nq {

class BoardScene;
class BoardView;
class EstimateChart;
class SearchTree;
class TreeView;

/**
 * The Compare window's Knuth estimate: a probe animated on the board row by row (the choices
 * tinted, the one taken ringed, the product of the choices in words), and many probes run a
 * batch a frame while the chart draws the running mean converging with its standard error,
 * beside the tree's counted size where it is known.
 */
class EstimatePage : public QWidget
{
    Q_OBJECT
public:
    explicit EstimatePage(QWidget *parent = nullptr);

    /// Chooses the board, the tree (by an algorithm that searches it) and the seed; starts over.
    void choose(int n, AlgorithmId algorithm, std::uint64_t seed);
    /// Runs `probes` probes, a batch a frame (the window stays live); stops a run under way.
    void runProbes(std::int64_t probes);
    void stopProbes();
    bool isRunning() const { return m_batches.isActive(); }
    /// Shows one probe on the board, a row every `msPerFrame` (it counts in the estimate too).
    void animateProbe(int msPerFrame = 700);
    bool isAnimating() const { return m_frames.isActive(); }
    const KnuthEstimator &estimator() const { return *m_estimator; }
    EstimateChart *chart() const { return m_chart; }
    /// The search tree the probe walks, drawn for trees of at most kMostTreeNodes (else null).
    TreeView *treeView() const { return m_treeView; }
    static constexpr double kMostTreeNodes = 5000;
    QString result() const;
    QString words() const;
    /// The tree's counted nodes where known (else nothing).
    std::optional<double> truth() const;

signals:
    /// A frame of the probe shown: the queens it has put so far on `n` x `n`, a column a row,
    /// in the tree of `tree`'s search (the main window lights the path in its Search Tree).
    void probeStepped(int n, nq::AlgorithmId tree, const std::vector<int> &columns);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void restart();
    void runBatch();
    void showFrame();
    void showResult();
    void buildTree();

    QSpinBox *m_size;
    QComboBox *m_tree;
    QSpinBox *m_count;
    QPushButton *m_run;
    QPushButton *m_one;
    QLabel *m_sizeLabel;
    QLabel *m_treeLabel;
    QLabel *m_countLabel;
    BoardScene *m_scene;
    BoardView *m_view;
    QLabel *m_words;
    QLabel *m_result;
    EstimateChart *m_chart;
    QTabWidget *m_right;
    TreeView *m_treeView;
    QLabel *m_noTree;
    std::shared_ptr<const SearchTree> m_searchTree;
    std::vector<int> m_columns; ///< the probe's, a column a row
    std::vector<std::int32_t> m_path; // the animated probe's nodes
    std::unique_ptr<KnuthEstimator> m_estimator;
    std::uint64_t m_seed = 1;
    QTimer m_batches;
    std::int64_t m_target = 0;
    double m_nextPoint = 1;
    QTimer m_frames;
    std::vector<ProbeFrame> m_probe;
    std::size_t m_frame = 0;
};

} // namespace nq
