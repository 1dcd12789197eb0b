// SPDX-License-Identifier: GPL-3.0-or-later
// The page of a run's range (nqueens film … -o steps.html, File > Export Steps as Web Page):
// one part, the range's steps as the window shows them, and Predict's questions when asked for.
#include "filmwriter.h"

#include "framepainter.h"
#include "pagequestions.h"
#include "statepicture.h"
#include "webpage.h"
#include "wholefile.h"

#include <map>

namespace nq {

namespace {

class WebPageWriter final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    WebPageWriter(const QString &path, const FilmSpec &spec, const FramePainter &painter)
        : m_path(path), m_spec(spec), m_painter(painter), m_page(spec.theme, spec.fps)
    {
        m_page.beginPart(spec.run, {}, {});
        if (!spec.questions)
            return;
        // Predict's questions over the range, drawn and judged before any frame comes.
        int index = 0;
        PageQuestions::walk(spec.run, spec.from, spec.to, *spec.questions,
                            [&](const PlayState &state, const Question *question) {
                                if (question)
                                    m_questions.emplace(
                                        index,
                                        PageQuestions::toJson(*question, index, state,
                                                              spec.run.algorithm,
                                                              spec.questions->seed, m_page));
                                ++index;
                                return true;
                            });
    }

    bool wantsImages() const override { return false; }

    bool open(QSize, QString *) override { return true; }

    bool add(const FilmFrame &frame, QString *) override
    {
        const PlayState &state = *frame.state;
        m_page.addStep(StatePicture::ofRun(state, m_spec.run, m_spec.view), state, true,
                       [&] { return m_painter.caption(state); });
        if (const auto asked = m_questions.find(m_added); asked != m_questions.end())
            m_page.addQuestion(asked->second);
        ++m_added;
        return true;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        const QByteArray html = m_page.html(m_page.inEvery(
            [&] { return WebPage::rangeTitle(m_spec.run, m_spec.from, m_spec.to); }));
        if (html.isEmpty()) {
            if (error)
                *error = WholeFile::cannotWrite(m_path, tr("the page's parts are missing"));
            return false;
        }
        return WholeFile::write(m_path, html, error, cancel);
    }

private:
    QString m_path;
    FilmSpec m_spec;
    const FramePainter &m_painter;
    WebPage m_page;
    std::map<int, QJsonObject> m_questions; ///< by the step (of the range) they are asked at
    int m_added = 0; ///< steps added so far
};

} // namespace

std::unique_ptr<FilmWriter> makeWebPage(const QString &path, const FilmSpec &spec,
                                        const FramePainter &painter)
{
    return std::make_unique<WebPageWriter>(path, spec, painter);
}

} // namespace nq
