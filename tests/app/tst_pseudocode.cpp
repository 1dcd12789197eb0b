// SPDX-License-Identifier: GPL-3.0-or-later
// The pseudocode wraps between clauses, never inside an expression: laid out in a narrow panel,
// in every language, each line of every algorithm breaks only at a space outside brackets (or
// between Chinese or Japanese characters), and reads the same as written.
#include "algorithms.h"
#include "panels/pseudocodeview.h"
#include "platform/language.h"

#include <QFontDatabase>
#include <QTextLayout>
#include <QtTest>

using namespace nq;

class TestPseudocode : public QObject
{
    Q_OBJECT

private slots:
    void wrapsOnlyBetweenClauses_data();
    void wrapsOnlyBetweenClauses();
    void highlightsTheStepsLine();
};

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
    std::vector<const AlgorithmInfo *> infos;
    for (const AlgorithmInfo &info : Algorithms::all())
        infos.push_back(&info);
    infos.push_back(&Algorithms::domination());
    int breaks = 0;
    for (const AlgorithmInfo *info : infos) {
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
                const bool cjk = before.script() == QChar::Script_Han
                        || before.script() == QChar::Script_Hiragana
                        || before.script() == QChar::Script_Katakana
                        || text.at(at).script() == QChar::Script_Han
                        || text.at(at).script() == QChar::Script_Hiragana
                        || text.at(at).script() == QChar::Script_Katakana;
                const QString where = line + QStringLiteral(" | broken before: ") + text.mid(at);
                // Between two Chinese or Japanese characters a break is ordinary prose.
                QVERIFY2(depth == 0 || cjk, qPrintable(where));
                QVERIFY2(before == u' ' || (cjk && before != QChar(0x2060)), qPrintable(where));
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

QTEST_MAIN(TestPseudocode)
#include "tst_pseudocode.moc"
