// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/countdialog.h"

#include "counter/solutioncounter.h"

#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nq {

CountDialog::CountDialog(int n, QWidget *parent) : QDialog(parent), m_n(n)
{
    setWindowTitle(tr("Count Solutions"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    auto *title
        = new QLabel(tr("All solutions of the %1 × %1 board, counted on every core.").arg(n), this);
    layout->addWidget(title);
    m_forecast = new QLabel(this);
    m_forecast->setWordWrap(true);
    m_forecast->setVisible(false);
    layout->addWidget(m_forecast);
    m_bar = new QProgressBar(this);
    m_bar->setRange(0, 1000);
    layout->addWidget(m_bar);
    m_status = new QLabel(this);
    layout->addWidget(m_status);
    m_result = new QLabel(this);
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_result->setFont(big);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);
    m_button = new QPushButton(tr("Cancel"), this);
    layout->addWidget(m_button, 0, Qt::AlignRight);
    connect(m_button, &QPushButton::clicked, this, [this] {
        if (isCounting())
            stop();
        else
            accept();
    });
    resize(460, sizeHint().height());
}

CountDialog::~CountDialog() = default; // the job, a child, stops and is waited for

void CountDialog::start()
{
    const bool forecast = m_n >= kForecastFrom;
    m_status->setText(forecast ? tr("Timing this machine on a smaller board…") : tr("Counting…"));
    m_clock.start();
    m_counted = std::make_shared<CountResult>();
    m_forecastMade = std::make_shared<Forecast>();
    m_job = new BackgroundJob(
        [n = m_n, counted = m_counted, made = m_forecastMade, forecast](BackgroundJob &job) {
            // A large board: first how long it will take, said before the count starts.
            if (forecast) {
                made->value = forecastCount(n, 0, job.stopFlag());
                made->ready.store(true, std::memory_order_release);
                if (job.isStopping())
                    return;
            }
            CountOptions options;
            options.n = n;
            options.cancel = job.stopFlag();
            options.progress = [&job](std::int64_t done, std::int64_t total) {
                if (total > 0)
                    job.setProgress(double(done) / double(total));
            };
            *counted = SolutionCounter(options).run();
        },
        this);
    connect(m_job, &BackgroundJob::progressed, this, &CountDialog::showProgress);
    connect(m_job, &BackgroundJob::finished, this, &CountDialog::onFinished);
    m_job->start(100);
    show();
}

void CountDialog::stop()
{
    if (m_job)
        m_job->stop();
    m_status->setText(tr("Stopping…"));
}

void CountDialog::reject()
{
    stop();
    QDialog::reject();
}

QString CountDialog::resultText() const
{
    return m_result->text();
}

QString CountDialog::forecastText() const
{
    return m_forecast->text();
}

namespace {

// "about 3 minutes": the forecast rounded to what a person plans by.
QString about(double seconds)
{
    if (seconds < 90)
        return CountDialog::tr("about %n second(s)", nullptr, int(std::max(1.0, seconds + 0.5)));
    if (seconds < 90 * 60)
        return CountDialog::tr("about %n minute(s)", nullptr, int(seconds / 60 + 0.5));
    if (seconds < 36 * 3600)
        return CountDialog::tr("about %n hour(s)", nullptr, int(seconds / 3600 + 0.5));
    return CountDialog::tr("about %n day(s)", nullptr, int(std::min(1e9, seconds / 86400 + 0.5)));
}

} // namespace

void CountDialog::showForecast()
{
    if (m_forecastShown || !m_forecastMade
        || !m_forecastMade->ready.load(std::memory_order_acquire))
        return;
    m_forecastShown = true;
    m_clock.restart(); // the count starts now: its time and what is left leave the timing out
    const std::optional<CountForecast> &f = m_forecastMade->value;
    if (!f)
        return;
    m_forecast->setText(tr("This count will take %1 on this machine: Knuth's estimate of its "
                           "search tree is %2 nodes, and %3 × %3 took %4 s here.")
                            .arg(about(f->seconds), QLocale().toString(f->nodes, 'g', 3))
                            .arg(f->calibration)
                            .arg(QLocale().toString(f->calibrationSeconds, 'f', 2)));
    m_forecast->setVisible(true);
    m_status->setText(tr("Counting…"));
}

void CountDialog::showProgress(double fraction)
{
    showForecast();
    if (fraction <= 0.0)
        return;
    m_bar->setValue(int(fraction * 1000));
    const double elapsed = m_clock.elapsed() / 1000.0;
    if (fraction > 0.02 && fraction < 1.0)
        m_status->setText(tr("%1% done, about %2 s left")
                              .arg(int(fraction * 100))
                              .arg(QLocale().toString(elapsed / fraction - elapsed, 'f', 1)));
}

void CountDialog::onFinished()
{
    showForecast();
    m_button->setText(tr("Close"));
    if (m_counted->cancelled || m_job->isStopping()) {
        m_status->setText(tr("Cancelled: the count was not finished."));
        return;
    }
    m_total = m_counted->total;
    m_unique = m_counted->unique;
    m_bar->setValue(1000);
    m_status->setText(
        tr("Done in %1 s.").arg(QLocale().toString(m_clock.elapsed() / 1000.0, 'f', 2)));
    m_result->setText(tr("%L1 solutions in %L2 classes").arg(m_total).arg(m_unique));
    emit counted(m_total, m_unique);
}

void CountDialog::countInteractively(int n, QWidget *parent)
{
    if (n > SolutionCounter::kMaxSize) {
        QMessageBox::information(
            parent, tr("Count Solutions"),
            tr("The counter counts boards up to %1 × %1.").arg(SolutionCounter::kMaxSize));
        return;
    }
    auto *dialog = new CountDialog(n, parent);
    dialog->setObjectName(QStringLiteral("countDialog"));
    dialog->start();
}

} // namespace nq
