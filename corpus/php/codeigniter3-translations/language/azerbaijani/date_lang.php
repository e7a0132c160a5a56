<?php
/**
 * System messages translation for CodeIgniter(tm)
 *
 * @author	CodeIgniter community
 * @copyright	Copyright (c) 2014-2019, British Columbia Institute of Technology (https://bcit.ca/)
 * @license	http://opensource.org/licenses/MIT	MIT License
 * @link	https://codeigniter.com
 */
defined('BASEPATH') OR exit('No direct script access allowed');

$lang['date_year']      = 'İl';
$lang['date_years']     = 'İllər';
$lang['date_month']     = 'Ay';
$lang['date_months']    = 'Aylar';
$lang['date_week']      = 'Həftə';
$lang['date_weeks']     = 'Həftələr';
$lang['date_day']       = 'Gün';
$lang['date_days']      = 'Günlər';
$lang['date_hour']      = 'Saat';
$lang['date_hours']     = 'Saatlar';
$lang['date_minute']    = 'Dəqiqə';
$lang['date_minutes']   = 'Dəqiqələr';
$lang['date_second']    = 'Saniyə';
$lang['date_seconds']   = 'Saniyələr';

$lang['UM12']   = '(UTC -12:00) Baker/Howland Adası';
$lang['UM11']   = '(UTC -11:00) Niue';
$lang['UM10']   = '(UTC -10:00) Hawaii-Aleutian Standart Saatı, Cook Adaları, Tahiti';
$lang['UM95']   = '(UTC -9:30) Marquesas Adaları';
$lang['UM9']    = '(UTC -9:00) Alaska Standart Saatı, Gambier Adaları';
$lang['UM8']    = '(UTC -8:00) Pacific Standart Saatı, Clipperton Adası';
$lang['UM7']    = '(UTC -7:00) Mountain Standart Saatı';
$lang['UM6']    = '(UTC -6:00) Mərkəzi Standart Saatı';
$lang['UM5']    = '(UTC -5:00) Şərq Standart Saatı, Batı Caribbean Standart Saatı';
$lang['UM45']   = '(UTC -4:30) Venezuela Standart Saatı';
$lang['UM4']    = '(UTC -4:00) Atlantic Standart Saatı, Şərq Caribbean Standart Saatı';
$lang['UM35']   = '(UTC -3:30) Newfoundland Standart Saatı';
$lang['UM3']    = '(UTC -3:00) Argentina, Brezilya, Fransız Guanası, Uruguay';
$lang['UM2']    = '(UTC -2:00) Güney Georgia/Güney Sandwich Adaları';
$lang['UM1']    = '(UTC -1:00) Azores, Cape Verde Adaları';
$lang['UTC']    = '(UTC) Greenwich Ortalama Saatı, Batı Avrupa Saatı';
$lang['UP1']    = '(UTC +1:00) Orta Avropa Saatı, Qərbi Afrika Saatı';
$lang['UP2']    = '(UTC +2:00) Orta Afrika Saatı, Şərq Avropa Saatı, Kaliningrad Saatı';
$lang['UP3']    = '(UTC +3:00) Moskva Saatı, Şərq Afrika Saatı, Ərəbistan Standart Saatı';
$lang['UP35']   = '(UTC +3:30) İran Standart Saatı';
$lang['UP4']    = '(UTC +4:00) Azərbaycan Standart Saatı, Samara Saatı';
$lang['UP45']   = '(UTC +4:30) Əfqanıstan';
$lang['UP5']    = '(UTC +5:00) Pakistan Standart Saatı, Yekaterinburg Saatı';
$lang['UP55']   = '(UTC +5:30) Hindistan Standart Saatı, Sri Lanka Saatı';
$lang['UP575']  = '(UTC +5:45) Nepal Saatı';
$lang['UP6']    = '(UTC +6:00) Banqladeş Standart Saatı, Bhutan Saatı, Omsk Saatı';
$lang['UP65']   = '(UTC +6:30) Cocos Adaları, Myanmar';
$lang['UP7']    = '(UTC +7:00) Krasnoyarsk Saatı, Cambodia, Laos, Thailand, Vietnam';
$lang['UP8']    = '(UTC +8:00) Avstraliya Qərb Standart Saatı, Beijing Saatı, Irkutsk Saatı';
$lang['UP875']  = '(UTC +8:45) Avstraliya Orta Qərb Standart Saatı';
$lang['UP9']    = '(UTC +9:00) Yaponiya Standart Saatı, Kore Standart Saatı, Yakutsk Saatı';
$lang['UP95']   = '(UTC +9:30) Avstraliya Mərkəzi Standart Saatı';
$lang['UP10']   = '(UTC +10:00) Avstraliya Şərq Standart Saatı, Vladivostok Saatı';
$lang['UP105']  = '(UTC +10:30) Lord Howe Adası';
$lang['UP11']   = '(UTC +11:00) Srednekolymsk Saatı, Solomon Adaları, Vanuatu';
$lang['UP115']  = '(UTC +11:30) Norfolk Adası';
$lang['UP12']   = '(UTC +12:00) Fiji, Gilbert Adaları, Kamchatka Saatı, Yeni Zelandiya Standart Saatı';
$lang['UP1275'] = '(UTC +12:45) Chatham Adaları Standart Saatı';
$lang['UP13']   = '(UTC +13:00) Samoa Saatı Bölgəsi, Phoenix Adaları Saatı, Tonga';
$lang['UP14']   = '(UTC +14:00) Line Adaları';
