// SPDX-License-Identifier: GPL-3.0-or-later
// The pseudocode wraps between clauses, never inside an expression: laid out in a narrow panel,
// in every language, each line of every algorithm breaks only at a space outside brackets (or
// between Chinese or Japanese characters), and reads the same as written.
#include "algorithms.h"
#include "panels/pseudocodeview.h"
#include "platform/language.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QTextLayout>
#include <QtTest>

using namespace nq;

namespace {

// Every algorithm's catalogue entry, domination's included.
std::vector<const AlgorithmInfo *> everyAlgorithm()
{
    std::vector<const AlgorithmInfo *> infos;
    for (const AlgorithmInfo &info : Algorithms::all())
        infos.push_back(&info);
    infos.push_back(&Algorithms::domination());
    return infos;
}

// Between two Chinese or Japanese characters a break is ordinary prose.
bool isCjk(QChar c)
{
    return c.script() == QChar::Script_Han || c.script() == QChar::Script_Hiragana
        || c.script() == QChar::Script_Katakana;
}

} // namespace

class TestPseudocode : public QObject
{
    Q_OBJECT

private slots:
    void nestingIsSeenInEveryLanguage_data();
    void nestingIsSeenInEveryLanguage();
    void wrapsOnlyBetweenClauses_data();
    void wrapsOnlyBetweenClauses();
    void highlightsTheStepsLine();
    void narrowViewNeverSplitsAWord_data();
    void narrowViewNeverSplitsAWord();
};

void TestPseudocode::nestingIsSeenInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Every line of every algorithm, laid out as the view lays it out: each nesting level starts at
// least one monospace character further right than the line it is nested in.
void TestPseudocode::nestingIsSeenInEveryLanguage()
{
    QFETCH(QString, language);
    Language::apply(language);
    PseudocodeView view;
    QVERIFY(QFontInfo(view.font()).fixedPitch());
    const qreal oneChar = QFontMetricsF(view.font()).horizontalAdvance(u'x');
    std::vector<AlgorithmInfo> infos = Algorithms::all();
    infos.push_back(Algorithms::domination());
    for (const AlgorithmInfo &info : infos) {
        struct Level
        {
            qsizetype indent;
            qreal x;
        };
        std::vector<Level> open; // the lines the next one may be nested in
        for (const QString &line : info.pseudocode()) {
            qsizetype indent = 0;
            while (indent < line.size() && line.at(indent) == u' ')
                ++indent;
            const QString shown = QString(indent, QChar(0x00A0))
                + PseudocodeView::breakBetweenClauses(line.mid(indent));
            QTextLayout layout;
            PseudocodeView::layOut(layout, shown, view.font(), 100000);
            const qreal x = layout.lineAt(0).cursorToX(int(indent));
            while (!open.empty() && open.back().indent >= indent)
                open.pop_back();
            if (!open.empty())
                QVERIFY2(x >= open.back().x + oneChar * 0.99,
                         qPrintable(QStringLiteral("%1, %2: %3 after %4")
                                        .arg(info.idString(), line)
                                        .arg(x)
                                        .arg(open.back().x)));
            open.push_back({ indent, x });
        }
    }
    Language::apply(QStringLiteral("en"));
}

void TestPseudocode::wrapsOnlyBetweenClauses_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestPseudocode::wrapsOnlyBetweenClauses()
{
    QFETCH(QString, language);
    Language::apply(language);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPixelSize(16);
    int breaks = 0;
    for (const AlgorithmInfo *info : everyAlgorithm()) {
        for (const QString &line : info->pseudocode()) {
            const QString text = PseudocodeView::breakBetweenClauses(line);
            // What is read is what was written.
            QString read = text;
            read.remove(QChar(0x2060)).replace(QChar(0x00A0), u' ');
            QCOMPARE(read, line);
            QTextLayout layout(text, mono);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            layout.beginLayout();
            std::vector<int> starts;
            for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
                l.setLineWidth(150); // about 16 characters: most lines must wrap
                starts.push_back(l.textStart());
            }
            layout.endLayout();
            for (std::size_t k = 1; k < starts.size(); ++k) {
                const int at = starts[k];
                if (at <= 0 || at >= text.size())
                    continue;
                ++breaks;
                // Inside brackets?
                int depth = 0;
                for (int i = 0; i < at; ++i) {
                    const QChar ch = text.at(i);
                    depth += (ch == u'(' || ch == u'[') ? 1 : (ch == u')' || ch == u']') ? -1 : 0;
                }
                const QChar before = text.at(at - 1);
                const bool cjk = isCjk(before) || isCjk(text.at(at));
                const QString where = line + QStringLiteral(" | broken before: ") + text.mid(at);
                QVERIFY2(depth == 0 || cjk, qPrintable(where));
                // Never after the statement's first word alone ("move / it to a square").
                const QString head = text.left(at).trimmed();
                QVERIFY2(cjk || head.contains(u' ') || head.contains(QChar(0x00A0)),
                         qPrintable(where));
                // (After a Japanese or Chinese comma or colon a clause ends too.)
                const bool comma = before == QChar(0x3001) || before == QChar(0x3002)
                    || before == QChar(0xFF0C) || before == QChar(0xFF1A)
                    || before == QChar(0xFF1B);
                QVERIFY2(before == u' ' || comma || (cjk && before != QChar(0x2060)),
                         qPrintable(where));
            }
        }
    }
    QVERIFY(breaks > 20); // the lines did wrap
    Language::apply(QStringLiteral("en"));
}

void TestPseudocode::highlightsTheStepsLine()
{
    PseudocodeView view;
    view.setLines(Algorithms::info(AlgorithmId::Backtracking).pseudocode());
    view.setCurrentLine(3);
    QCOMPARE(view.currentLine(), 3);
    QVERIFY(view.item(3)->font().bold());
    QVERIFY(view.item(3)->text().remove(QChar(0x2060)).contains(u"dneg[r-c+n]"));
    QVERIFY(!view.item(2)->font().bold());
}

void TestPseudocode::narrowViewNeverSplitsAWord_data()
{
    wrapsOnlyBetweenClauses_data();
}

void TestPseudocode::narrowViewNeverSplitsAWord()
{
    // As the view lays its lines out (number, indentation, clauses): in a dock narrower than a
    // clause ("record a solution; return" at 1024 x 768), the clause's words part at a space;
    // a word is broken only when it alone is wider than the line.
    QFETCH(QString, language);
    Language::apply(language);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPixelSize(16);
    const QFontMetricsF metrics(mono);
    int parted = 0;
    for (const AlgorithmInfo *info : everyAlgorithm()) {
        PseudocodeView view;
        view.setLines(info->pseudocode());
        for (int i = 0; i < view.count(); ++i) {
            for (const int width : { 220, 300 }) {
                QTextLayout layout;
                PseudocodeView::layOut(layout, view.item(i)->text(), mono, width);
                const QString text = layout.text();
                for (int k = 1; k < layout.lineCount(); ++k) {
                    const int at = layout.lineAt(k).textStart();
                    // The word broken: between spaces, no-break ones included.
                    const auto space = [](QChar c) { return c == u' ' || c == QChar(0x00A0); };
                    qsizetype from = at, to = at;
                    while (from > 0 && !space(text.at(from - 1)))
                        --from;
                    while (to < text.size() && !space(text.at(to)))
                        ++to;
                    parted += text.at(at - 1) == u' ' && from > 0;
                    QTextLayout one(text.mid(from, to - from), mono);
                    one.beginLayout();
                    one.createLine();
                    one.endLayout();
                    const qreal wordWidth = one.lineAt(0).naturalTextWidth();
                    const QString where = text + QStringLiteral(" | at ") + QString::number(width)
                        + QStringLiteral(" broken before: ") + text.mid(at);
                    const QChar before = text.at(at - 1), after = text.at(at);
                    const bool inWord = before != u' ' && !isCjk(before) && !isCjk(after);
                    QVERIFY2(!inWord || wordWidth > width / 2, qPrintable(where));
                }
            }
        }
    }
    QVERIFY(parted > 20); // lines did wrap
    Language::apply(QStringLiteral("en"));
}

QTEST_MAIN(TestPseudocode)
#include "tst_pseudocode.moc"
