// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QStringList>
#include <QUrl>
#include <QWidget>

class QAction;
class QComboBox;
class QBoxLayout;
class QLabel;
class QTableWidget;
class QToolButton;

namespace nq {

class VotesChart;

/**
 * The Class dock, as the projector shows it: how to join (the address, its QR code, the
 * session's code in large figures), how many joined and answered, the question to ask and the
 * teacher's four steps (Ask the Class, Show Votes, Discuss and Vote Again, Reveal), the votes'
 * chart and every student's answers. It lays out what ClassController tells it and decides
 * nothing; its buttons are the window's actions.
 */
class ClassDock : public QWidget
{
    Q_OBJECT

public:
    struct Actions
    {
        QAction *session, *ask, *showVotes, *voteAgain, *reveal, *exportResults;
    };
    explicit ClassDock(const Actions &actions, QWidget *parent = nullptr);

    /// A session listens at `url` with `code`: the address, its QR code and the code shown.
    void showSession(const QUrl &url, const QString &code, const QImage &qr);
    /// No session: what the dock is for, and how to start one.
    void showIdle(const QString &why = {});
    /// How many joined (and of them are connected) and answered the question asked.
    void showCounts(int joined, int connected, int answered, int round, bool asking);
    /// The kinds of question that can be asked of the run (their names), `current` chosen.
    void setKinds(const QStringList &names, int current);
    int chosenKind() const;
    /// The results so far, a row a student and question.
    void setResults(const QStringList &columns, const QList<QStringList> &rows);
    VotesChart *chart() const { return m_chart; }
    /// Scrolls the dock so that `part` (the chart, the counts) is in sight.
    void bringIntoView(QWidget *part);
    QComboBox *kinds() const { return m_kinds; }
    QTableWidget *results() const { return m_results; }
    QLabel *codeLabel() const { return m_code; }
    QLabel *qrLabel() const { return m_qr; }
    QLabel *countsLabel() const { return m_counts; }

signals:
    void kindChosen(int index);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    /// The QR code as wide as the dock allows.
    void fitQr();
    /// The join block beside the QR code (`wide`) or under it.
    void arrangeJoin(bool wide);
    /// The address, counts and code in sizes from the dock's font.
    void applyFonts();

    Actions m_actions;
    QLabel *m_intro, *m_qr, *m_address, *m_code, *m_joined, *m_counts, *m_kindLabel, *m_codeTitle;
    QImage m_qrImage; ///< one pixel a module
    QBoxLayout *m_join = nullptr;
    bool m_wide = false;
    QComboBox *m_kinds;
    QList<QToolButton *> m_buttons;
    VotesChart *m_chart;
    QTableWidget *m_results;
    QUrl m_url;
    QString m_codeText;
    int m_joinedCount = 0, m_connectedCount = 0, m_answered = 0, m_round = 0;
    bool m_asking = false, m_running = false;
};

} // namespace nq
