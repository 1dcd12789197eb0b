// SPDX-License-Identifier: GPL-3.0-or-later
// A search tree on paper and slides: the 8 x 8 tree fits one A4 page and one 16:9 slide with
// labels of at least 8 pt (its branches without a solution left out), a tree past one page is
// wrapped over numbered pages with nothing lost, and a PDF reader finds the labels that size.
#include "reference.h"
#include "searchtree.h"
#include "theme.h"
#include "treelayout.h"
#include "treepicture.h"
#include "treesheet.h"

#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace nq;

namespace {

SearchTree tree(AlgorithmId id, int n)
{
    RunOptions options;
    options.n = n;
    return std::move(*SearchTree::build(id, options, SearchTree::kDefaultBudget));
}

std::int64_t total(const SearchTree &t)
{
    std::int64_t nodes = 0;
    for (const SearchTree::Counts &c : t.profile())
        nodes += c.nodes;
    return nodes;
}

/// Every node of the layout is on some page, every leaf on exactly one, all inside the page's
/// margins, and no two nodes of a page overlap.
void checkSheet(const SearchTree &t, const TreeSheet &sheet)
{
    const TreeLayout &layout = sheet.layout();
    std::map<std::int32_t, int> seen, leafSeen;
    std::vector<bool> parent(t.nodes().size(), false);
    for (const std::int32_t id : layout.shown())
        if (t.node(id).parent >= 0)
            parent[std::size_t(t.node(id).parent)] = true;
    const qreal r = sheet.radius(), m = sheet.margin();
    const QRectF inside(m, m, sheet.pageSize().width() - 2 * m, sheet.pageSize().height() - 2 * m);
    for (const TreeSheet::Page &page : sheet.pages()) {
        for (std::size_t i = 0; i < page.nodes.size(); ++i) {
            const TreeSheet::Node &a = page.nodes[i];
            ++seen[a.id];
            if (!parent[std::size_t(a.id)])
                ++leafSeen[a.id];
            QVERIFY2(inside.contains(QRectF(a.centre - QPointF(r, r), QSizeF(2 * r, 2 * r))),
                     qPrintable(QStringLiteral("node %1 at %2,%3")
                                    .arg(a.id)
                                    .arg(a.centre.x())
                                    .arg(a.centre.y())));
            for (std::size_t j = i + 1; j < page.nodes.size(); ++j) {
                const QPointF d = page.nodes[j].centre - a.centre;
                QVERIFY2(
                    std::hypot(d.x(), d.y()) >= 2 * r - 1e-6,
                    qPrintable(
                        QStringLiteral("nodes %1 and %2 overlap").arg(a.id).arg(page.nodes[j].id)));
            }
        }
    }
    for (const std::int32_t id : layout.shown()) {
        QVERIFY2(seen.count(id), qPrintable(QStringLiteral("node %1 is on no page").arg(id)));
        if (!parent[std::size_t(id)])
            QCOMPARE(leafSeen[id], 1);
    }
}

} // namespace

class TestTreeSheet : public QObject
{
    Q_OBJECT
private slots:
    void waysToTheSolutions();
    void eightFitsOneA4Page();
    void eightFillsASlide();
    void aBigTreeTakesNumberedPages();
    void aPdfReaderFindsTheLabels();
    void windowLabelsAreReadOrLeftOut();
};

void TestTreeSheet::waysToTheSolutions()
{
    // Without the branches that reach no solution, the 8 x 8 tree ends in its 92 solutions
    // (the reference) and everything left out is counted.
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    const std::int64_t solutions = test::queensCounts().value(8).a;
    QCOMPARE(solutions, 92);
    const TreeLayout ways(t, -1, {}, TreeLayout::withoutSolutions(t));
    QCOMPARE(ways.width(), int(solutions));
    QCOMPARE(ways.omittedNodes() + ways.nodeCount(), total(t));
    QCOMPARE(ways.row(8).size(), std::size_t(solutions));
    for (const std::int32_t id : ways.shown())
        QVERIFY(t.subtree(id).solutions > 0);
    // A tree with no solution leaves nothing out.
    QVERIFY(TreeLayout::withoutSolutions(tree(AlgorithmId::Backtracking, 3)).empty());
}

void TestTreeSheet::eightFitsOneA4Page()
{
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    QString note;
    const TreeSheet sheet = TreeSheet::forPages(t, -1, {}, TreeSheet::Paper::A4, &note);
    QCOMPARE(sheet.pages().size(), std::size_t(1));
    QVERIFY2(sheet.labelSize() >= 8, qPrintable(QString::number(sheet.labelSize())));
    const QSizeF a4(595.28, 841.89);
    QVERIFY(sheet.pageSize() == a4 || sheet.pageSize() == a4.transposed());
    QVERIFY(note.contains(QLocale().toString(qlonglong(sheet.layout().omittedNodes()))));
    QCOMPARE(sheet.layout().width(), 92);
    checkSheet(t, sheet);
    // The 6 x 6 tree fits whole: nothing is left out.
    const SearchTree six = tree(AlgorithmId::Backtracking, 6);
    note.clear();
    const TreeSheet whole = TreeSheet::forPages(six, -1, {}, TreeSheet::Paper::A4, &note);
    QCOMPARE(whole.pages().size(), std::size_t(1));
    QCOMPARE(whole.layout().nodeCount(), total(six));
    QVERIFY(whole.labelSize() >= 8);
    QVERIFY(note.isEmpty());
    checkSheet(six, whole);
}

void TestTreeSheet::eightFillsASlide()
{
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    const TreeSheet sheet = TreeSheet::forPages(t, -1, {}, TreeSheet::Paper::Slide, nullptr);
    QCOMPARE(sheet.pageSize(), QSizeF(960, 540));
    QCOMPARE(sheet.pages().size(), std::size_t(1));
    QVERIFY(sheet.labelSize() >= 8);
    checkSheet(t, sheet);
    // It fills the slide: the nodes reach across most of its width and height.
    QRectF used;
    for (const TreeSheet::Node &node : sheet.pages().front().nodes)
        used |= QRectF(node.centre, QSizeF(1, 1));
    QVERIFY2(used.width() > 0.85 * 960 && used.height() > 0.7 * 540,
             qPrintable(QStringLiteral("%1 x %2").arg(used.width()).arg(used.height())));
}

void TestTreeSheet::aBigTreeTakesNumberedPages()
{
    // The whole 8 x 8 tree (2,057 nodes, 736 leaves) does not fit one A4 page at 8 pt: it is
    // wrapped over pages, each band with its path from the root, every leaf once.
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    const TreeSheet sheet(t, TreeLayout(t), TreeSheet::Paper::A4);
    QVERIFY(sheet.pages().size() > 1);
    QCOMPARE(sheet.labelSize(), 8.0);
    QCOMPARE(sheet.layout().nodeCount(), total(t));
    checkSheet(t, sheet);
    QVERIFY(sheet.footer(1).contains(QStringLiteral("Page 2 of %1").arg(sheet.pages().size())));
    for (const TreeSheet::Page &page : sheet.pages())
        QCOMPARE(page.nodes.front().id, 0); // each page starts at the root
}

void TestTreeSheet::aPdfReaderFindsTheLabels()
{
    // Written as a PDF, the 8 x 8 tree is one A4 page; pdftotext finds every label of the
    // ways to the solutions, each at least 8 pt high.
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    const TreeSheet sheet = TreeSheet::forPages(t, -1, {}, TreeSheet::Paper::A4, nullptr);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("tree.pdf"));
    QString error;
    QVERIFY2(TreePicture::write(pdf, t, sheet, Theme::of(Theme::Print), &error), qPrintable(error));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QCOMPARE(bytes.count("/Type /Page\n"), 1);
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        QSKIP("pdftotext (poppler-utils, which scripts/setup installs) is not here");
    QProcess run;
    run.start(tool, { QStringLiteral("-bbox"), pdf, QStringLiteral("-") });
    QVERIFY(run.waitForFinished(30000));
    QCOMPARE(run.exitCode(), 0);
    const QString html = QString::fromUtf8(run.readAllStandardOutput());
    static const QRegularExpression word(
        QStringLiteral("<page width=\"([0-9.]+)\" height=\"([0-9.]+)\"|"
                       "yMin=\"([0-9.]+)\" xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">(\\d,\\d)<"));
    int labels = 0;
    qreal smallest = 1e9;
    for (auto it = word.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(5).isEmpty()) {
            const QSizeF page(m.captured(1).toDouble(), m.captured(2).toDouble());
            QVERIFY(qAbs(page.width() * page.height() - 595.28 * 841.89) < 1000);
            continue;
        }
        ++labels;
        smallest = std::min(smallest, m.captured(4).toDouble() - m.captured(3).toDouble());
    }
    QCOMPARE(labels, int(sheet.layout().nodeCount()) - 1); // every node but the root's ∅
    QVERIFY2(smallest >= 8, qPrintable(QString::number(smallest)));
}

void TestTreeSheet::windowLabelsAreReadOrLeftOut()
{
    // Issue 38: at the desk node labels were 5-6 px, and the counts under folded boxes ran into
    // their neighbours'. A label is drawn at least TreePicture::kLeastLabelPx high and inside
    // its node, or not at all; a box's counts stay within its slot.
    const SearchTree t = tree(AlgorithmId::Backtracking, 8);
    std::vector<bool> folded(t.nodes().size(), false);
    for (std::int32_t c = t.node(0).firstChild; c >= 0; c = t.node(c).nextSibling)
        folded[std::size_t(c)] = true;
    const TreeLayout layout(t, -1, folded);
    const TreePicture::Colours colours = TreePicture::colours(Theme::of(Theme::Light));
    const std::int32_t node = t.node(0).firstChild; // a box: 1,1 and its subtree
    for (const qreal zoom : { 0.3, 0.45, 0.55, 0.8, 1.0, 1.6 }) {
        const qreal r = TreePicture::kRadius * zoom, slot = TreePicture::kSlot * zoom;
        QImage image(QSize(int(std::ceil(slot)), int(6 * r + 60)), QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setFont(QFont(QStringLiteral("DejaVu Sans")));
            TreePicture::paintNode(&painter, t, layout, node, QPointF(slot / 2, 2 * r), r,
                                   t.steps(), colours, true);
        }
        // Text is drawn in the text colour (#111111 light): its rows inside the node are the
        // label's height; its columns under the box stay inside the slot (the image's width).
        int top = image.height(), bottom = -1, under = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (qGray(image.pixel(x, y)) > 50) // the text, not the box's green outline
                    continue;
                if (y < 3 * r) {
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                } else {
                    ++under;
                }
            }
        }
        const QString where = QStringLiteral("zoom %1: label rows %2..%3, %4 under")
                                  .arg(zoom)
                                  .arg(top)
                                  .arg(bottom)
                                  .arg(under);
        if (bottom >= 0) // digits of a 10 px font are about 7 px high
            QVERIFY2(bottom - top + 1 >= 0.7 * TreePicture::kLeastLabelPx, qPrintable(where));
        if (zoom >= 0.55)
            QVERIFY2(bottom >= 0, qPrintable(where)); // the desk's least zoom still names it
        if (zoom <= 0.3)
            QVERIFY2(bottom < 0, qPrintable(where)); // too small to read: left to the preview
        if (zoom >= 1.0)
            QVERIFY2(under > 0, qPrintable(where)); // its counts, within its slot
    }
}

QTEST_MAIN(TestTreeSheet)
#include "tst_treesheet.moc"
