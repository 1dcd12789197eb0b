// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/estimatepage.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "compare/estimatechart.h"
#include "knowncounts.h"
#include "placement.h"
#include "searchtree.h"
#include "tree/treeview.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nq {

namespace {

// One algorithm for each tree: what the combo offers.
const AlgorithmId kTrees[]
    = { AlgorithmId::Backtracking, AlgorithmId::Permutations, AlgorithmId::BruteForce };
// Probes a frame may take at most, and the time.
constexpr int kBatchMs = 5;

} // namespace

EstimatePage::EstimatePage(QWidget *parent)
    : QWidget(parent), m_size(new QSpinBox(this)), m_tree(new QComboBox(this)),
      m_count(new QSpinBox(this)), m_run(new QPushButton(this)), m_one(new QPushButton(this)),
      m_sizeLabel(new QLabel(this)), m_treeLabel(new QLabel(this)), m_countLabel(new QLabel(this)),
      m_scene(new BoardScene(this)), m_view(new BoardView(m_scene, this)),
      m_words(new QLabel(this)), m_result(new QLabel(this)), m_chart(new EstimateChart(this)),
      m_right(new QTabWidget(this)), m_treeView(new TreeView(this)), m_noTree(new QLabel(this))
{
    m_size->setRange(4, KnuthEstimator::kMaxSize);
    m_size->setValue(12);
    m_sizeLabel->setBuddy(m_size);
    for (const AlgorithmId id : kTrees)
        m_tree->addItem(QString(), int(id));
    m_treeLabel->setBuddy(m_tree);
    m_count->setRange(1000, 10000000);
    m_count->setSingleStep(10000);
    m_count->setValue(100000);
    m_count->setGroupSeparatorShown(true);
    m_countLabel->setBuddy(m_count);
    m_words->setWordWrap(true);
    m_words->setMinimumHeight(m_words->fontMetrics().lineSpacing() * 3);
    m_result->setWordWrap(true);
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_result->setFont(big);
    m_view->setMinimumSize(240, 240);
    m_view->setAccessibleName(tr("Board of the probe"));

    auto *controls = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *> { m_sizeLabel, m_size, m_treeLabel, m_tree,
                                                         m_countLabel, m_count, m_run, m_one })
        controls->addWidget(w);
    controls->addStretch();
    auto *left = new QWidget(this);
    auto *boardColumn = new QVBoxLayout(left);
    boardColumn->setContentsMargins(0, 0, 0, 0);
    boardColumn->addWidget(m_view, 1);
    boardColumn->addWidget(m_words);
    // Beside the board, the chart of the estimate converging, or the search tree the probe
    // walks (small trees only), its path lit.
    m_noTree->setWordWrap(true);
    m_noTree->setAlignment(Qt::AlignCenter);
    auto *treeStack = new QStackedWidget(this);
    treeStack->addWidget(m_treeView);
    treeStack->addWidget(m_noTree);
    m_right->addTab(m_chart, QString());
    m_right->addTab(treeStack, QString());
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(m_right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(split, 1);
    layout->addWidget(m_result);

    m_batches.setInterval(16);
    connect(&m_batches, &QTimer::timeout, this, &EstimatePage::runBatch);
    connect(&m_frames, &QTimer::timeout, this, &EstimatePage::showFrame);
    connect(m_run, &QPushButton::clicked, this,
            [this] { isRunning() ? stopProbes() : runProbes(m_count->value()); });
    connect(m_one, &QPushButton::clicked, this, [this] { animateProbe(); });
    connect(m_size, &QSpinBox::valueChanged, this, &EstimatePage::restart);
    connect(m_tree, &QComboBox::currentIndexChanged, this, &EstimatePage::restart);
    retranslate();
    restart();
}

void EstimatePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EstimatePage::retranslate()
{
    m_sizeLabel->setText(tr("Board si&ze n ="));
    m_treeLabel->setText(tr("T&ree of:"));
    for (int i = 0; i < m_tree->count(); ++i)
        m_tree->setItemText(
            i, Algorithms::info(AlgorithmId(m_tree->itemData(i).toInt())).displayName());
    m_countLabel->setText(tr("&Probes:"));
    m_run->setText(isRunning() ? tr("S&top") : tr("R&un the Probes"));
    m_one->setText(tr("Show &One Probe"));
    m_right->setTabText(0, tr("Convergence"));
    m_right->setTabText(1, tr("Search Tree"));
    m_noTree->setText(tr("The tree is drawn for boards whose tree has at most %L1 nodes (8 × 8 "
                         "for backtracking).")
                          .arg(kMostTreeNodes, 0, 'f', 0));
    showResult();
}

void EstimatePage::choose(int n, AlgorithmId algorithm, std::uint64_t seed)
{
    m_seed = seed;
    const QSignalBlocker a(m_size), b(m_tree);
    m_size->setValue(n);
    m_tree->setCurrentIndex(std::max(0, m_tree->findData(int(algorithm))));
    restart();
}

std::optional<double> EstimatePage::truth() const
{
    const int n = m_size->value();
    if (const std::optional<ExactTree> exact = exactTree(m_estimator->tree(), n))
        return exact->nodes;
    if (const std::optional<std::int64_t> known = knownTreeNodes(n))
        return double(*known);
    return std::nullopt;
}

void EstimatePage::restart()
{
    stopProbes();
    m_frames.stop();
    const AlgorithmId id = AlgorithmId(m_tree->currentData().toInt());
    m_estimator = std::make_unique<KnuthEstimator>(
        m_size->value(), probeTreeOf(id).value_or(ProbeTree::Queens), m_seed);
    m_nextPoint = 1;
    m_chart->reset(truth());
    buildTree();
    m_scene->showPlacement(Placement(std::size_t(m_size->value()), -1));
    m_words->setText(tr("Each probe goes down from the empty board, taking one square of the "
                        "next row at random, and multiplies the choices it had: a guess of the "
                        "tree's size. Their mean is Knuth's estimate."));
    showResult();
}

void EstimatePage::buildTree()
{
    // Small trees only: built here at once (8 x 8 backtracking: 2,057 nodes, a few ms).
    const AlgorithmId id = AlgorithmId(m_tree->currentData().toInt());
    const std::optional<double> size = truth();
    m_searchTree.reset();
    if (size && *size <= kMostTreeNodes) {
        RunOptions options;
        options.n = m_size->value();
        if (std::optional<SearchTree> t = SearchTree::build(id, options))
            m_searchTree = std::make_shared<const SearchTree>(std::move(*t));
    }
    m_treeView->setTree(m_searchTree);
    if (m_searchTree)
        m_treeView->setStep(m_searchTree->steps());
    auto *stack = static_cast<QStackedWidget *>(m_treeView->parentWidget());
    stack->setCurrentWidget(m_searchTree ? static_cast<QWidget *>(m_treeView) : m_noTree);
    m_path.clear();
}

void EstimatePage::runProbes(std::int64_t probes)
{
    m_frames.stop();
    m_right->setCurrentIndex(0);
    m_target = m_estimator->probes() + probes;
    m_batches.start();
    retranslate();
}

void EstimatePage::stopProbes()
{
    if (!m_batches.isActive())
        return;
    m_batches.stop();
    retranslate();
}

void EstimatePage::runBatch()
{
    // Probes for a few milliseconds, the chart's points spaced evenly on its logarithmic axis.
    QElapsedTimer t;
    t.start();
    while (m_estimator->probes() < m_target && t.elapsed() < kBatchMs) {
        const std::int64_t upTo
            = std::min<std::int64_t>(m_target, std::int64_t(std::ceil(m_nextPoint)));
        // In slices, so that the time is looked at often (a probe of 64 x 64 is slow).
        m_estimator->run(std::clamp<std::int64_t>(upTo - m_estimator->probes(), 1, 4096));
        if (m_estimator->probes() >= m_nextPoint) {
            m_chart->add(double(m_estimator->probes()), m_estimator->mean(),
                         m_estimator->standardError());
            m_nextPoint = std::max(m_nextPoint + 1, m_nextPoint * 1.12);
        }
    }
    if (m_estimator->probes() >= m_target) {
        m_chart->add(double(m_estimator->probes()), m_estimator->mean(),
                     m_estimator->standardError());
        stopProbes();
    }
    showResult();
}

void EstimatePage::animateProbe(int msPerFrame)
{
    stopProbes();
    const Probe probe = m_estimator->probe();
    m_probe = ProbeFrames::of(probe, m_size->value(), m_estimator->tree());
    m_path = m_searchTree ? m_searchTree->pathOf(probe.columns) : std::vector<std::int32_t>();
    m_columns = probe.columns;
    if (m_searchTree)
        m_right->setCurrentIndex(1);
    m_frame = 0;
    m_frames.start(msPerFrame);
    showFrame();
}

void EstimatePage::showFrame()
{
    if (m_frame >= m_probe.size()) {
        m_frames.stop();
        m_chart->add(double(m_estimator->probes()), m_estimator->mean(),
                     m_estimator->standardError());
        showResult();
        return;
    }
    const ProbeFrame &f = m_probe[m_frame++];
    m_scene->showPlacement(f.board, f.marker);
    // The tree: the path as far as the queens on the board.
    const int queens = queensIn(f.board);
    m_treeView->setLitPath(std::vector<std::int32_t>(
        m_path.begin(),
        m_path.begin() + std::min<std::ptrdiff_t>(queens + 1, std::ptrdiff_t(m_path.size()))));
    m_words->setText(f.words);
    emit probeStepped(
        m_size->value(), AlgorithmId(m_tree->currentData().toInt()),
        std::vector<int>(m_columns.begin(),
                         m_columns.begin()
                             + std::min<std::ptrdiff_t>(queens, std::ptrdiff_t(m_columns.size()))));
}

void EstimatePage::showResult()
{
    const QLocale locale;
    if (!m_estimator || m_estimator->probes() == 0) {
        m_result->setText(QString());
        return;
    }
    // Whole numbers as a reader counts them, up to where digits stop meaning anything.
    const auto figure = [&](double v) {
        return v < 1e15 ? locale.toString(std::llround(v)) : locale.toString(v, 'g', 4);
    };
    const int probes = int(std::min<std::int64_t>(m_estimator->probes(), 2000000000));
    QString text = tr("About %1 nodes ± %2 after %Ln probe(s)", nullptr, probes)
                       .arg(figure(m_estimator->mean()), figure(m_estimator->standardError()));
    if (const std::optional<double> t = truth())
        text += tr("; the tree has %1 (%2 standard errors off)")
                    .arg(locale.toString(*t, 'f', 0))
                    .arg(m_estimator->standardError() > 0 ? locale.toString(
                             std::abs(m_estimator->mean() - *t) / m_estimator->standardError(), 'f',
                             1)
                                                          : QStringLiteral("0"));
    m_result->setText(text);
}

QString EstimatePage::result() const
{
    return m_result->text();
}

QString EstimatePage::words() const
{
    return m_words->text();
}

} // namespace nq
