// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "theme.h"

#include <QImage>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <vector>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace nq {

class BackgroundJob;
class LessonDocument;

/**
 * The Scenes dock: the open lesson's scenes, each with a thumbnail of its board (drawn by
 * app/render on a worker) and its note in the window's language. A click goes to a scene, a
 * drag reorders, F2 or a double click edits the note in place, Delete removes. Above the list,
 * the lesson a crash left is offered back.
 */
class ScenesView : public QWidget
{
    Q_OBJECT
public:
    ScenesView(LessonDocument *document, std::function<QString()> language,
               QWidget *parent = nullptr);
    ~ScenesView() override;

    QListWidget *list() const { return m_list; }
    void setTheme(const Theme &theme);
    /// Shows or hides the offer of the lesson a crash left.
    void offerRecovery(bool shown);
    void retranslate();

signals:
    void sceneChosen(int index);
    void recoverRequested();
    void recoveryDiscarded();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void showCurrent(int index);
    void onItemChanged(QListWidgetItem *item);
    void onRowsMoved();
    void drawThumbnails();
    void removeCurrent();
    QString itemText(int index) const;

    LessonDocument *m_document;
    std::function<QString()> m_language;
    Theme m_theme = Theme::of(Theme::Light);
    QListWidget *m_list;
    QLabel *m_empty;
    QWidget *m_recovery;
    QLabel *m_recoveryText;
    QPushButton *m_recover;
    QPushButton *m_discard;
    QPushButton *m_remove;
    QPointer<BackgroundJob> m_job;
    bool m_committing = false; ///< a note edited in place is being written to the lesson
};

} // namespace nq
